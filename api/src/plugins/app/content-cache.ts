import fp from 'fastify-plugin';
import { createContentCache, type ContentCache } from '../../content-cache/content-cache';
import { createContentGeneration, type ContentGeneration } from '../../content-cache/content-generation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public content answers, served from memory (content-cache/content-cache.ts). */
    contentCache: ContentCache;
    /** Search results by normalized phrase: the same generation, its own bound (visitors choose the keys). */
    searchCache: ContentCache;
    /** The token that changes whenever public content may have changed (the prerender job watches it). */
    contentGeneration: ContentGeneration;
  }
}

export interface ContentCachePluginOptions {
  /** How stale a process may be about content edited elsewhere (content-generation.ts); 0 = never. */
  checkEveryMs: number;
}

export const contentCachePlugin = fp<ContentCachePluginOptions>(
  async (app, { checkEveryMs }) => {
    const generation = createContentGeneration(app.db, { checkEveryMs });
    // Content keys are a few hundred at most (pages, plans, news, vehicle models); the bound only
    // guards against a bug. Search phrases are unbounded: the most recent 500 stay.
    app.decorate('contentCache', createContentCache({ generation, maxEntries: 2000 }));
    app.decorate('searchCache', createContentCache({ generation, maxEntries: 500 }));
    app.decorate('contentGeneration', generation);
  },
  { name: 'content-cache', dependencies: ['db'] },
);
