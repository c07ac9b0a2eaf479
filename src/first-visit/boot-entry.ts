// The inline script's entry: vite/first-visit-pages.ts compiles this (with boot.ts) into one IIFE.
import { boot } from './boot';

boot(window);
