import fp from 'fastify-plugin';
import { sendDueNotices, type NoticeReport } from '../../notices/due-notices';
import type { NoticeSender } from '../../notices/send-notice';
import { createUnsubscribeLinks, type UnsubscribeLinks } from '../../notices/unsubscribe-link';

declare module 'fastify' {
  interface FastifyInstance {
    notices: {
      links: UnsubscribeLinks;
      sender: NoticeSender;
      /** The notices due on `today` (the job "avisos"). */
      sendDue: (today: string) => Promise<NoticeReport>;
    };
  }
}

export const noticesPlugin = fp<{ apiUrl: string }>(async (app, { apiUrl }) => {
  const links = createUnsubscribeLinks(app.auth.keyFor('notice-links'), { siteUrl: app.auth.siteUrl, apiUrl });
  const sender: NoticeSender = {
    db: app.db,
    links,
    allows: (email) => app.forms.allows(app.forms.limits.noticesPerRecipient, email),
    siteUrl: app.auth.siteUrl,
  };
  app.decorate('notices', {
    links,
    sender,
    sendDue: async (today) => {
      const report = await sendDueNotices(sender, today);
      if (report.sent > 0) app.mail.enqueued();
      return report;
    },
  });
}, { name: 'notices', dependencies: ['db', 'mail', 'auth', 'form-limits'] });
