// `npm run routes`: writes src/route-tree.gen.ts from src/routes with the same options the Vite
// plugin uses (vite.config.ts), so the route tree is current before a type check or a test run
// without starting Vite.
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/route-tree.gen.ts',
  quoteStyle: 'single',
});
await new Generator({ config, root: process.cwd() }).run();
console.log('src/route-tree.gen.ts written');
