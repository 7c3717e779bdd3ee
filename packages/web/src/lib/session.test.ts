import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveSession } from './session';

const setCookie = (pair: string) => {
  document.cookie = pair;
};

describe('mayHaveSession', () => {
  afterEach(() => setCookie('signed_in=; max-age=0'));

  it('is true only while the server’s session hint cookie is present', () => {
    setCookie('theme=light');
    expect(mayHaveSession()).toBe(false);
    setCookie('signed_in=1');
    expect(mayHaveSession()).toBe(true);
    setCookie('signed_in=; max-age=0');
    expect(mayHaveSession()).toBe(false);
  });
});
