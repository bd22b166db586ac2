// The React-floor page's only script (scripts/bench-react-floor.ts): React and React DOM, started the
// way the shell starts them (a transition), drawing one paragraph into a hidden box of its own.
// Nothing of the page is hydrated, so what Lighthouse charges is React's own start-up.
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

const box = document.createElement('div');
box.hidden = true;
document.body.appendChild(box);
startTransition(() => {
  createRoot(box).render(createElement('p', null, 'React, solo'));
});
