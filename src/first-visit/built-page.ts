// What the build leaves for the server in {dist}/.ssr, and the shape of it: the build (vite/first-visit-pages.ts)
// writes it, the server (server/pages/app-pages.ts) reads it. The Node build of the app's render
// (src/app/server-render.tsx) is loaded by both at run time, never imported, so its exports are stated here.
import type { BuildParts } from './html';
import type { PageSeed } from './page-seed';

export const ssrFolder = '.ssr';
export const renderModuleFile = 'render.js';
export const builtPageFile = 'page.json';

/** What the build says of its pages ({dist}/.ssr/page.json). */
export type BuiltPage = {
  template: string;
  parts: BuildParts;
  /** The sha256 of the boot script, base64: the CSP allows the one inline script by it. */
  bootScriptHash: string;
  /** The Norwegian texts the server draws pages with. */
  messages: Record<string, unknown>;
};

type Messages = Record<string, unknown>;

/** Reads an API path (without /api) the way the browser would: its status and JSON body. */
export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

export type RenderedPage = { html: string; seed: PageSeed };

/** The exports of {dist}/.ssr/render.js. */
export type RenderModule = {
  /** The shell (header, footer, an empty page area), for index.html. */
  renderShell: (messages: Messages) => Promise<string>;
  /** Loads the code of the pages renderPage draws, so the first visitor does not wait for it. */
  warmUp?: () => Promise<void>;
  /** A page drawn with its data, or null when the server does not draw it or its data cannot be had. */
  renderPage: (
    messages: Messages,
    url: string,
    get: ApiGet,
    signal?: AbortSignal,
  ) => Promise<RenderedPage | null>;
};
