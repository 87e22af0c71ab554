import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { getCityId } from '../../src/lib/city-store';

export type StoryQueries = readonly (readonly [QueryKey, unknown])[];

export interface CatalogStoryOptions {
  /**
   * Answers the screen's queries find already cached, as `[queryKey, data]`, for the city the
   * browser has chosen (null: the default depot), since the screens key their queries by it.
   */
  queries?: (cityId: string | null) => StoryQueries;
  /** Where the memory router starts, so links and search params work. */
  path?: string;
}

/** A query client that never refetches or retries: stories show exactly the data given. */
export function storyQueryClient(queries: StoryQueries = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnMount: false },
      mutations: { retry: false },
    },
  });
  for (const [key, data] of queries) client.setQueryData(key, data);
  return client;
}

/**
 * Renders a story inside a pre-filled QueryClient and a memory router whose only route draws
 * the story, so router links, `useNavigate` and search params behave as in the app.
 */
export function CatalogStoryFrame({
  story: Story,
  queries,
  path = '/',
}: CatalogStoryOptions & { story: ComponentType }) {
  const [client] = useState(() => storyQueryClient(queries?.(getCityId())));
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <Story /> }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** Storybook decorator form of {@link CatalogStoryFrame}. */
export function withCatalog(options: CatalogStoryOptions = {}) {
  function CatalogDecorator(Story: ComponentType) {
    return <CatalogStoryFrame story={Story} {...options} />;
  }
  return CatalogDecorator;
}
