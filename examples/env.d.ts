/** The sandbox payment service's base URL, set by examples/vite.config.ts. */
declare const __SANDBOX_URL__: string;
