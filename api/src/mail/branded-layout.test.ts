import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAIL_BRAND } from './brand';
import { brandedHtml, textToHtml } from './branded-layout';

const sender = { name: 'Financiera Vial del Centro', phone: '800 555 0123', email: 'contacto@financieravial.example' };

test('every mail is laid out in the company design: its name on the brand colour, the body, who writes', async () => {
  const html = await brandedHtml('<p class="mail-figure-label">Mensualidad</p><p class="mail-figure">$53,507.46</p><p><a class="mail-button" href="https://sitio.example/distribuidores">Ver distribuidor</a></p>', {
    preheader: 'Tu cotización COT-2026-000123',
    sender,
  });
  assert.match(html, /^<!doctype html>/i);
  assert.match(html, /<html lang="es-MX"/);
  // Responsive: a phone gets the whole width (MJML's media query), a desktop at most 600 px.
  assert.match(html, /@media only screen and \(min-width:480px\)/);
  assert.match(html, /max-width:600px/);
  assert.ok(html.includes(`background-color:${MAIL_BRAND.brand}`), 'la barra con el color de la marca');
  assert.ok(html.includes('Tu cotización COT-2026-000123'), 'el texto de vista previa');
  assert.ok(html.includes('Tel. 800 555 0123'));
  // The body's classes become inline styles: e-mail clients drop <style> blocks.
  assert.match(html, /<p class="mail-figure" style="[^"]*font-size: ?34px/);
  assert.match(html, /<a class="mail-button" href="https:\/\/sitio.example\/distribuidores" style="[^"]*background: ?#0b3c5d|<a class="mail-button" href="https:\/\/sitio.example\/distribuidores" style="[^"]*background-color/);
});

test('the design comes from the site tokens', () => {
  for (const colour of [MAIL_BRAND.brand, MAIL_BRAND.accent, MAIL_BRAND.text]) assert.match(colour, /^#[0-9a-f]{6}$/i);
  assert.match(MAIL_BRAND.fontFamily, /sans-serif$/);
});

test('a mail written as text becomes paragraphs with its addresses as links, and nothing typed becomes markup', () => {
  assert.equal(
    textToHtml('Hola, Mariana:\n\nConfirma tu correo:\nhttps://sitio.example/confirmar?t=a&b=1\n\n<script>alert(1)</script>'),
    '<p>Hola, Mariana:</p><p>Confirma tu correo:<br><a href="https://sitio.example/confirmar?t=a&amp;b=1">https://sitio.example/confirmar?t=a&amp;b=1</a></p><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  );
});
