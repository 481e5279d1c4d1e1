import { describe, expect, it } from 'vitest';
import { maskContactDetails, shownToOther } from './contact-details.js';

const masked = (text: string) => maskContactDetails(text);

describe('masking contact details before a booking is accepted', () => {
  it.each([
    ['Write to jane.doe+kids@example.co.uk please', 'Write to [hidden] please'],
    ['JANE@GMAIL.COM', '[hidden]'],
    ['Call (555) 123-4567 after six', 'Call [hidden] after six'],
    ['Call 555-123-4567.', 'Call [hidden].'],
    ['555.123.4567', '[hidden]'],
    ['my cell: 555 123 4567', 'my cell: [hidden]'],
    ['+1 555 123 4567', '[hidden]'],
    ['1-555-123-4567', '[hidden]'],
    ['5551234567', '[hidden]'],
    ['London +44 20 7946 0958 anytime', 'London [hidden] anytime'],
    ['Paris +33 1 23 45 67 89', 'Paris [hidden]'],
    ['See https://example.com/me?x=1.', 'See [hidden].'],
    ['http://a.b.example.org/path', '[hidden]'],
    ['www.facebook.com/jane', '[hidden]'],
    ['find me on example.com or nanny-jane.io/about!', 'find me on [hidden] or [hidden]!'],
    ['(my site: janecares.net)', '(my site: [hidden])'],
  ])('masks %j', (text, expected) => {
    expect(masked(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'See you at 10:30 tomorrow',
    'She naps 3-5 pm, then 1:15-2:45',
    'I charge $25.50 an hour, or 40/hr for two',
    'Starting 2026-11-25, every Tuesday',
    'On 11/25/2026 and 12/01/2026',
    'He is 7, his sister 4 and a half; 2 kids in all',
    'ZIP 10001, apartment 4B, 3 stops on the 6 train',
    'Bedtime 8.30 pm, up at 6.45',
    'We need 12 hours a week, 180 minutes a day',
    'e.g. snacks, i.e. apples. Thanks!',
    'Order #12345678 of 3.5 oz',
    'Between 9 and 5. St. Louis, Mr. Smith',
  ])('leaves %j as it is', (text) => {
    expect(masked(text)).toEqual({ text, masked: false });
  });

  it('masks several details in one message and keeps the rest and its line breaks', () => {
    expect(masked('Hi!\nText 555-123-4567 or jane@x.org\nSee you at 10:30')).toEqual({
      text: 'Hi!\nText [hidden] or [hidden]\nSee you at 10:30',
      masked: true,
    });
  });
});

describe('security item 13: the contact-details mask holds', () => {
  it.each([
    ['Call 555\u2060-123-4567 tonight', 'Call [hidden] tonight'],
    ['5 5 5 1 2 3 4 5 6 7', '[hidden]'],
    ['５５５１２３４５６７', '[hidden]'],
    ['555_123_4567', '[hidden]'],
    ['555/123/4567', '[hidden]'],
    ['555 123 45 67', '[hidden]'],
    ['name\u200b@gmail.com', '[hidden]'],
    ['name＠gmail.com', '[hidden]'],
  ])('security item 13: masks the review bypass %j', (text, expected) => {
    expect(masked(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    ['Text (555)\u200b123\u200b4567 after six', 'Text [hidden] after six'],
    ['５５５－１２３－４５６７', '[hidden]'],
    ['+４４ ２０ ７９４６ ０９５８', '[hidden]'],
    ['555 · 123 · 4567', '[hidden]'],
    ['555 - 123 - 4567', '[hidden]'],
    ['555,123,4567', '[hidden]'],
    ['555\n123\n4567', '[hidden]'],
    ['Call 555-123-4567: evenings', 'Call [hidden]: evenings'],
    ['Me 555-123-4567 / him 555.987.6543', 'Me [hidden] / him [hidden]'],
    ['555-123-4567 / 555-987-6543', '[hidden]'],
    ['At 9:30 555 123 4567', 'At 9:30 [hidden]'],
    ['٥٥٥١٢٣٤٥٦٧', '[hidden]'],
    ['jane\u00ad.doe@gmail.com', '[hidden]'],
  ])('security item 13: masks the variant %j', (text, expected) => {
    expect(masked(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    '10:00-12:00 on 2026-12-03',
    '2026-12-03 10:00-12:00',
    'On 12/03/2026 from 9:30 to 12:30',
    'Also free 12/03/2026 - 12/10/2026',
    'Or 2026-12-03 / 2026-12-10 / 2026-12-17',
    '$25.50, $30 or $35.75 an hour',
    '$18.00/$20.00 an hour for 2-3 kids',
    'Pick-up 3:15, drop-off 5:45, kids aged 4 and 7',
    'Kids 10, 12 and 14; 3 naps',
    'Room 1204, floor 12, gate code 4471',
    'Allergies: 2 EpiPens (0.3 mg), 1 inhaler',
  ])('security item 13: still leaves %j as it is', (text) => {
    expect(masked(text)).toEqual({ text, masked: false });
  });

  it('security item 13: keeps the rest of the text as typed, emoji and full-width letters too', () => {
    expect(masked('Ｈｉ 👩‍👧 call 555\u200b123\u200b4567, ok?')).toEqual({
      text: 'Ｈｉ 👩‍👧 call [hidden], ok?',
      masked: true,
    });
    expect(masked('See www.example.com！')).toEqual({ text: 'See [hidden]！', masked: true });
  });
});

describe('the words of one shown to the other', () => {
  it('are whole once their contacts are shared, masked before', () => {
    expect(shownToOther('Call 555-123-4567', true)).toEqual({
      text: 'Call 555-123-4567',
      masked: false,
    });
    expect(shownToOther('Call 555-123-4567', false)).toEqual({
      text: 'Call [hidden]',
      masked: true,
    });
  });
});
