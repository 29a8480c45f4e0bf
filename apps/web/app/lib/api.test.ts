import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api';

const OFFLINE = 'Failed to connect to the server. Please try again later.';

describe('errorMessage', () => {
  it("shows the server's message when it sent one, on every screen", () => {
    const refused = new ApiError('FAQ not found', 404);
    expect(errorMessage(refused, 'Failed to update FAQ')).toBe('FAQ not found');
    expect(errorMessage(refused, 'Failed to update FAQ', { offline: 'fallback' })).toBe('FAQ not found');
  });

  it("shows the screen's fallback when the server sent no message, or the error is not the API's", () => {
    expect(errorMessage(new ApiError('', 500), 'Failed to update FAQ')).toBe('Failed to update FAQ');
    expect(errorMessage(new TypeError('x is undefined'), 'Failed to update FAQ')).toBe('Failed to update FAQ');
  });

  it('says the server could not be reached, except where the screen keeps its own fallback (back-office.md §8)', () => {
    const offline = new ApiError(OFFLINE, 0);
    expect(errorMessage(offline, 'Failed to send message. Please try again.')).toBe(OFFLINE);
    expect(errorMessage(offline, 'Failed to update FAQ order', { offline: 'fallback' })).toBe('Failed to update FAQ order');
  });
});
