// The inline script's entry: scripts/first-paint-plugin.ts compiles this (with boot.ts) into one IIFE.
import { boot } from './boot';

boot(window);
