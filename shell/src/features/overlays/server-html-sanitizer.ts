import type { Config } from 'dompurify';
import { createContext } from 'react';

/**
 * How the prerender job sanitizes editorial HTML it draws into a shell component: given only by
 * the shell's Node build (ssr.tsx), with the job's DOMPurify on jsdom. The browser build has none,
 * so DOMPurify stays off the shell's first load (html-sanitizer.ts).
 */
export const ServerHtmlSanitizer = createContext<((html: string, config: Config) => string) | null>(null);
