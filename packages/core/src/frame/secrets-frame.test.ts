import { describe, expect, it } from 'vitest';
import { secretsFrameOrigin, secretsFrameUrl } from './secrets-frame';

const at = (href: string) => ({ href });

describe('secretsFrameOrigin', () => {
  it("is null on Owo's own site: a relative API, or the API on the page's host whatever the port", () => {
    expect(secretsFrameOrigin('', at('https://owo.example/auth/login'))).toBeNull();
    expect(secretsFrameOrigin('/owo', at('https://owo.example/'))).toBeNull();
    expect(secretsFrameOrigin('https://owo.example', at('https://owo.example/app'))).toBeNull();
    expect(secretsFrameOrigin('http://localhost:4000', at('http://localhost:5173/'))).toBeNull();
  });

  it("is Owo's origin on another site's page", () => {
    expect(secretsFrameOrigin('https://owo.example/', at('https://shop.example/pay'))).toBe(
      'https://owo.example',
    );
    expect(secretsFrameOrigin('http://127.0.0.1:5173', at('http://localhost:8090/'))).toBe(
      'http://127.0.0.1:5173',
    );
  });

  it('is null for an API base that is no URL, rather than a frame from nowhere', () => {
    expect(secretsFrameOrigin('http://[bad', at('https://shop.example/'))).toBeNull();
  });
});

describe('secretsFrameUrl', () => {
  it('names the parent page, the view and the theme in the query', () => {
    const url = new URL(secretsFrameUrl('https://owo.example', 'login', 'https://shop.example', 'dark'));
    expect(url.origin + url.pathname).toBe('https://owo.example/embed/v1/frame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      parent: 'https://shop.example',
      view: 'login',
      theme: 'dark',
    });
  });
});
