import type { Queryable } from '../database';
import {
  demoBannerSlides,
  demoBrands,
  demoFaqs,
  demoNews,
  demoPages,
  demoPlanCards,
  demoPromotions,
} from './marketing-content';

type ContentTable = 'banner_slides' | 'plan_cards' | 'promotions' | 'brands' | 'news' | 'faqs' | 'content_pages';

async function isEmpty(tx: Queryable, table: ContentTable): Promise<boolean> {
  const [row] = await tx.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row?.count === 0;
}

/**
 * The marketing content of migration 0004, each table only when it is empty (an editor's changes
 * are never overwritten). Runs inside the caller's transaction; returns the tables it filled.
 */
export async function seedMarketingContent(tx: Queryable, today: string): Promise<string[]> {
  const filled: string[] = [];
  const fill = async (table: ContentTable, load: () => Promise<void>) => {
    if (!(await isEmpty(tx, table))) return;
    await load();
    filled.push(table);
  };

  await fill('banner_slides', async () => {
    for (const [order, s] of demoBannerSlides.entries()) {
      await tx.query(
        `insert into banner_slides (title, img_desktop, img_mobile, video_url, text_footer, url_footer, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [s.title, s.imgDesktop, s.imgMobile, s.videoUrl, s.textFooter, s.urlFooter, order],
      );
    }
  });
  await fill('plan_cards', async () => {
    for (const [order, c] of demoPlanCards.entries()) {
      await tx.query(
        'insert into plan_cards (title, icon, summary, summary_hover, url, sort_order) values ($1, $2, $3, $4, $5, $6)',
        [c.title, c.icon, c.summary, c.summaryHover, c.url, order],
      );
    }
  });
  await fill('promotions', async () => {
    for (const [order, p] of demoPromotions.entries()) {
      await tx.query(
        `insert into promotions (title, subtitle, img_back, url_button, vehiculo, text_button, sort_order, starts_at, ends_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::date - 30, $8::date + $9::int)`,
        [p.title, p.subtitle, p.imgBack, p.urlButton, p.vehiculo, p.textButton, order, today, p.validDays],
      );
    }
  });
  await fill('brands', async () => {
    for (const [order, b] of demoBrands.entries()) {
      await tx.query('insert into brands (title, subtitle, img_back, url_button, sort_order) values ($1, $2, $3, $4, $5)', [
        b.title,
        b.subtitle,
        b.imgBack,
        b.urlButton,
        order,
      ]);
    }
  });
  await fill('news', async () => {
    for (const n of demoNews) {
      await tx.query('insert into news (title, subtitle, img_back, body_html, published_at) values ($1, $2, $3, $4, $5)', [
        n.title,
        n.subtitle,
        n.imgBack,
        n.bodyHtml,
        n.publishedAt,
      ]);
    }
  });
  await fill('faqs', async () => {
    for (const [groupOrder, group] of demoFaqs.entries()) {
      for (const [order, item] of group.items.entries()) {
        await tx.query(
          'insert into faqs (group_title, group_order, question, answer_html, sort_order) values ($1, $2, $3, $4, $5)',
          [group.group, groupOrder, item.question, item.answerHtml, order],
        );
      }
    }
  });
  await fill('content_pages', async () => {
    for (const page of demoPages) {
      await tx.query(
        `insert into content_pages (slug, path, title, intro, body_html, searchable, revised_on, valid_until)
         values ($1, $2, $3, $4, $5, $6, $7, $8::date + $9::int)`,
        // The risk legends also appear inside the terms page; searching both would list it twice.
        [page.slug, page.path, page.title, page.intro, page.bodyHtml, page.slug !== 'risk-legends',
          'revisedOn' in page ? page.revisedOn : null, today, 'validDays' in page ? page.validDays : null],
      );
    }
  });
  return filled;
}
