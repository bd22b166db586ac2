import type { ReactNode } from 'react';

/** One action of a detail page (assign, reply, decide): its heading, what it just did, its form. */
export function ActionCard({ id, title, notice, children }: { id: string; title: string; notice: string | null; children: ReactNode }) {
  return (
    <section className="bo-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {notice && (
        <p role="status" className="bo-form__notice">
          {notice}
        </p>
      )}
      {children}
    </section>
  );
}
