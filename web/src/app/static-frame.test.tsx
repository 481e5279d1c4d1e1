import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticFrame } from './static-frame';

describe("the app's static frame", () => {
  // The build copies static-frame.html into index.html; a change to the shell that is not
  // written there would draw one frame before the script and another after it (a layout shift).
  // `npx vitest run -u web/src/app/static-frame.test.tsx` writes it again.
  it('is the markup of the shell waiting for its page', async () => {
    await expect(renderToStaticMarkup(<StaticFrame />) + '\n').toMatchFileSnapshot(
      './static-frame.html',
    );
  });

  it('carries no style attribute, which the Content-Security-Policy would refuse', () => {
    expect(renderToStaticMarkup(<StaticFrame />)).not.toMatch(/\sstyle=/);
  });
});
