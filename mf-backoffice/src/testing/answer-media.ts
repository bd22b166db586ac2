import type { UploadedMedia } from '@fvc/shared/contracts';

const MEDIA = '/api/backoffice/media';

/**
 * The media endpoint, answered at `fetch`: jsdom's FormData cannot cross Node's fetch (nock would
 * never see it). Every other call goes on to nock. Each upload is answered with the next of
 * `answers` (the last one again once they run out); gives the multipart bodies the page sent.
 */
export function answerMedia(...answers: UploadedMedia[]): FormData[] {
  const sent: FormData[] = [];
  const original = window.fetch.bind(window);
  jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
    if (!String(input).endsWith(MEDIA)) return original(input, init);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer staff-jwt-1');
    if (init?.body instanceof FormData) sent.push(init.body);
    const body = answers[Math.min(sent.length, answers.length) - 1];
    return Promise.resolve(new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } }));
  });
  return sent;
}

/** A small PNG as the file input receives it. */
export const pictureFile = (name = 'foto.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
