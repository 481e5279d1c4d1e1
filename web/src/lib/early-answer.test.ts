import { describe, expect, it, vi } from 'vitest';
import { earlyAnswer } from './early-answer';

describe('earlyAnswer', () => {
  it('hands the early request to the first taker, once, and asks afresh after', async () => {
    const request = vi.fn().mockResolvedValueOnce('early').mockResolvedValueOnce('later');
    const answer = earlyAnswer<string>(request);
    answer.start();
    answer.start();
    expect(request).toHaveBeenCalledTimes(1);
    await expect(answer.take()).resolves.toBe('early');
    await expect(answer.take()).resolves.toBe('later');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks afresh when nothing was started', async () => {
    const request = vi.fn().mockResolvedValue('fresh');
    await expect(earlyAnswer(request).take()).resolves.toBe('fresh');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks again when the early request failed (signed out, or another role)', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new Error('401'))
      .mockResolvedValueOnce('profile');
    const answer = earlyAnswer<string>(request);
    answer.start();
    await expect(answer.take()).resolves.toBe('profile');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('passes on the failure of the request it asked afresh', async () => {
    const request = vi.fn().mockRejectedValue(new Error('offline'));
    const answer = earlyAnswer<string>(request);
    answer.start();
    await expect(answer.take()).rejects.toThrow('offline');
  });
});
