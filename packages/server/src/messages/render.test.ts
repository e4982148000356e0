import en from '@gatehouse/phrases/messages/en';
import { describe, expect, it } from 'vitest';
import { fillTemplate, renderDefault, renderTemplate } from './render';

describe('message rendering', () => {
  it('fills placeholders, escaping every value in HTML and leaving unknown ones empty', () => {
    expect(fillTemplate('Hi {{name}}, code {{ code }}{{missing}}.', { name: '<b>Ada</b>', code: '123456' }, true)).toBe(
      'Hi &lt;b&gt;Ada&lt;/b&gt;, code 123456.',
    );
    expect(fillTemplate('Hi {{name}}', { name: '<b>Ada</b>' }, false)).toBe('Hi <b>Ada</b>');
    expect(fillTemplate('{{obj}}', { obj: { nested: true } }, false)).toBe('');
  });

  it("renders a tenant's template as written, with its sender and reply-to", () => {
    expect(
      renderTemplate(
        {
          subject: 'Code {{code}}',
          content: '<p>{{code}}</p>',
          contentType: 'text/html',
          sendFrom: 'Acme',
          replyTo: 'help@acme.test',
        },
        { code: '42' },
      ),
    ).toEqual({
      subject: 'Code 42',
      body: '<p>42</p>',
      contentType: 'text/html',
      sendFrom: 'Acme',
      replyTo: 'help@acme.test',
    });
  });

  it('renders the default email as HTML with the code set large and only web links clickable, right to left in Arabic', () => {
    const sent = renderDefault(en, 'ar', 'OrganizationInvitation', { link: 'javascript:alert(1)' }, 'email');
    expect(sent.body).toContain('dir="rtl"');
    expect(sent.body).not.toContain('href="javascript');
    const code = renderDefault(en, 'en', 'SignIn', { code: '123456' }, 'email');
    expect(code.subject).toBe('Your sign-in code');
    expect(code.body).toMatch(/<strong[^>]*>123456<\/strong>/);
    const sms = renderDefault(en, 'en', 'SignIn', { code: '123456' }, 'sms');
    expect(sms).toEqual({
      subject: 'Your sign-in code',
      body: 'Your code to sign in is 123456. It expires in 10 minutes.',
      contentType: 'text/plain',
    });
  });

  it('renders a sign-in message with a link and no code as a magic link, the link clickable', () => {
    const link = 'https://app.example/magic?token=abc&email=a%40b.c';
    for (const type of ['SignIn', 'Register', 'Generic'] as const) {
      const sent = renderDefault(en, 'en', type, { link }, 'email');
      expect(sent.subject).toBe('Your sign-in link');
      expect(sent.body).toContain(`<a href="${link.replace('&', '&amp;')}">`);
      expect(sent.body).not.toContain('<strong');
    }
    expect(renderDefault(en, 'en', 'SignIn', { link, code: '123456' }, 'email').subject).toBe('Your sign-in code');
  });
});
