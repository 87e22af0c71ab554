// Before the visitor acts, a select is a stand-in without Radix's code; opening it loads the code
// and opens the real list with the focus on it (decision 142).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEngagementForTests } from '../../src/ui/engagement';
import { forgetSelectForTests, SelectField } from '../../src/ui/select';

const options = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

beforeEach(() => {
  forgetSelectForTests();
  resetEngagementForTests();
});

afterEach(() => cleanup());

describe('the select before its code is here', () => {
  it('draws the closed select with its label, value and form value, without Radix', () => {
    render(
      <form aria-label="Sort">
        <SelectField label="Sort by" name="sort" value="price-asc" options={options} />
      </form>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger.textContent).toBe('Price: low to high');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.hasAttribute('data-stand-in')).toBe(true);
    const form = screen.getByRole('form', { name: 'Sort' }) as HTMLFormElement;
    expect(new FormData(form).get('sort')).toBe('price-asc');
  });

  it('opens the real list when clicked, and a choice reaches the page', async () => {
    const chosen = vi.fn();
    render(
      <SelectField label="Sort by" value="featured" options={options} onValueChange={chosen} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const listbox = await screen.findByRole('listbox');
    // Radix hides the rest of the page from assistive technology while its list is open.
    const trigger = screen.getByRole('combobox', { name: 'Sort by', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.hasAttribute('data-stand-in')).toBe(false);
    await userEvent.click(
      (await screen.findAllByRole('option', { name: 'Price: high to low' }))[0]!,
    );
    expect(chosen).toHaveBeenCalledWith('price-desc');
    expect(listbox.isConnected).toBe(false);
  });

  it('opens from the keyboard, and keeps the focus when the code arrives', async () => {
    render(<SelectField label="Sort by" value="featured" options={options} />);
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    act(() => standIn.focus());
    // Focusing was the visitor's first action: the code loads and takes over the focus.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' }).hasAttribute('data-stand-in')).toBe(
        false,
      ),
    );
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
  });

  it('opens at once from Enter on the stand-in', async () => {
    render(<SelectField label="Sort by" value="featured" options={options} />);
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    // Keys reach the stand-in before anything counted as an action.
    standIn.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await screen.findByRole('listbox');
    expect(document.activeElement?.getAttribute('role')).toBe('option');
  });

  it('keeps the stand-in on a server-drawn page until the visitor acts', async () => {
    const element = <SelectField label="Sort by" value="price-asc" options={options} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, element);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const standIn = () => container.querySelector('[role="combobox"]');
    expect(standIn()?.hasAttribute('data-stand-in')).toBe(true);
    expect(standIn()?.textContent).toBe('Price: low to high');
    window.dispatchEvent(new PointerEvent('pointermove'));
    await waitFor(() => expect(standIn()?.hasAttribute('data-stand-in')).toBe(false));
    expect(standIn()?.textContent).toBe('Price: low to high');
    act(() => root?.unmount());
    container.remove();
  });
});
