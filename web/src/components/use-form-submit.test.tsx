// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../lib/api-client';
import { useFormSubmit } from './use-form-submit';
import { deferred } from '../testing/deferred';

describe('useFormSubmit', () => {
  it('is busy while it sends, then shows the answer as a success', async () => {
    const { result } = renderHook(() => useFormSubmit());
    const answer = deferred<string>();
    let sending!: Promise<void>;
    act(() => {
      sending = result.current.send(() => answer.promise);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answer.resolve('Saved.');
      await sending;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.alert).toEqual({ tone: 'success', text: 'Saved.' });
  });

  it("shows the server's reason when sending fails", async () => {
    const { result } = renderHook(() => useFormSubmit());
    await act(() =>
      result.current.send(() => Promise.reject(new ApiError(409, 'conflict', 'Taken.'))),
    );
    expect(result.current.alert).toEqual({ tone: 'error', text: 'Taken.' });
  });

  it("puts the form's own failure first when given, and a generic reason for a crash", async () => {
    const { result } = renderHook(() => useFormSubmit());
    await act(() =>
      result.current.send(() => Promise.reject(new ApiError(400, 'bad', 'Too long.')), 'Failed.'),
    );
    expect(result.current.alert).toEqual({ tone: 'error', text: 'Failed. Too long.' });
    await act(() => result.current.send(() => Promise.reject(new Error('boom'))));
    expect(result.current.alert).toEqual({ tone: 'error', text: FALLBACK_ERROR_MESSAGE });
  });

  it('clears the last message when it sends again, and shows none for a silent answer', async () => {
    const { result } = renderHook(() => useFormSubmit());
    act(() => result.current.refuse('Please give a reason.'));
    expect(result.current.alert).toEqual({ tone: 'error', text: 'Please give a reason.' });
    const answer = deferred<void>();
    let sending!: Promise<void>;
    act(() => {
      sending = result.current.send(() => answer.promise);
    });
    expect(result.current.alert).toBeNull();
    await act(async () => {
      answer.resolve();
      await sending;
    });
    expect(result.current.alert).toBeNull();
  });

  it("refuses with the check's problem and sends nothing, or sends when there is none", async () => {
    const { result } = renderHook(() => useFormSubmit());
    let sent = 0;
    const task = () => {
      sent += 1;
      return Promise.resolve('Saved.');
    };
    await act(() => result.current.sendChecked('Please give a reason.', task));
    expect(sent).toBe(0);
    expect(result.current.alert).toEqual({ tone: 'error', text: 'Please give a reason.' });
    await act(() => result.current.sendChecked(null, task));
    expect(sent).toBe(1);
    expect(result.current.alert).toEqual({ tone: 'success', text: 'Saved.' });
  });

  it('ignores a second submit while the first is sending (a double click)', async () => {
    const { result } = renderHook(() => useFormSubmit());
    const answer = deferred<string>();
    let sends = 0;
    const task = () => {
      sends += 1;
      return answer.promise;
    };
    let first!: Promise<void>;
    act(() => {
      first = result.current.send(task);
      void result.current.send(task);
    });
    await act(async () => {
      answer.resolve('Sent once.');
      await first;
    });
    expect(sends).toBe(1);
  });

  it('refuses without sending and clears on request', () => {
    const { result } = renderHook(() => useFormSubmit());
    act(() => result.current.refuse('Enter a ZIP code.'));
    expect(result.current.busy).toBe(false);
    expect(result.current.alert).toEqual({ tone: 'error', text: 'Enter a ZIP code.' });
    act(() => result.current.clear());
    expect(result.current.alert).toBeNull();
  });
});
