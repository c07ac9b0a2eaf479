// The inline script's entry: vite-plugin.ts compiles this (with boot.ts) into one IIFE.
import { boot } from './boot';

boot(window);
