import sanitizeHtml from 'sanitize-html';
import { NEWS_BODY } from '@fvc/shared/contracts';

/**
 * A news body as the site may show it (issue #71: "news with a sanitized rich-text body"): only the
 * tags an editor needs, links only to the site or https (opened safely), no attributes otherwise,
 * no scripts, styles or events. Sanitized when saved; the browser sanitizes again when it draws it
 * (SafeHtml), so a row edited by other means is never trusted either.
 */
export function sanitizeNewsBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...NEWS_BODY.tags],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? '';
        const external = /^https:\/\//.test(href);
        // A path of the site (one slash: `//host` is another site), or an https address in a new tab;
        // anything else keeps its words and loses the link.
        if (!external && !/^\/(?![/\\])/.test(href)) return { tagName: 'span', attribs: {} };
        const attributes: sanitizeHtml.Attributes = external ? { href, rel: 'noopener noreferrer', target: '_blank' } : { href };
        return { tagName, attribs: attributes };
      },
    },
  }).trim();
}
