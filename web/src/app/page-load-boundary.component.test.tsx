import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/deferred';
import { lazyPage } from './lazy-page';
import { PageLoadBoundary } from './page-load-boundary';

// A page in a chunk of its own: the placeholder while it downloads, the page once it is there,
// and a clear way out when it never comes (offline, 120 s, or a deploy removed the old chunk).

function Greeting() {
  return <h1>Hello</h1>;
}

function renderPage(Page: React.ComponentType, reload = vi.fn()) {
  render(
    <PageLoadBoundary reload={reload}>
      <Page />
    </PageLoadBoundary>,
  );
  return reload;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a lazily loaded page', () => {
  it('shows Loading... while its chunk downloads, then the page', async () => {
    const chunk = deferred<{ default: React.ComponentType }>();
    const { Page } = lazyPage(() => chunk.promise);
    renderPage(Page);
    expect(screen.getByRole('status').textContent).toBe('Loading...');

    await act(async () => chunk.resolve({ default: Greeting }));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the page could not be loaded, with a reload button, when its chunk fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Page } = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    const reload = renderPage(Page);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This page could not be loaded. Check your connection, then reload the page.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("gives up on a chunk after 120 seconds, the specification's time-out, not before", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const never = new Promise<{ default: React.ComponentType }>(() => {});
    const { Page } = lazyPage(() => never);
    renderPage(Page);

    await act(async () => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain('This page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeDefined();
  });

  it('passes on an error that is not a missing chunk', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('a bug');
    }
    expect(() => renderPage(Broken)).toThrow('a bug');
  });
});
