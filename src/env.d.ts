/** Release version, injected at build time by vite.config.ts. */
declare const __APP_VERSION__: string;
