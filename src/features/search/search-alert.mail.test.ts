import { describe, expect, it } from 'vitest';
import { SEARCH_ALERT_SUBJECT } from '../../shared/saved-searches.js';
import { searchAlertMail, searchLink, type AlertFacts } from './search-alert.mail.js';

const site = 'https://rbt.example';
const mondays = {
  window: { date: '2026-11-30', start: '10:00', end: '12:00' },
  needs: ['autism'],
  languages: ['es', 'ase'],
  cpr: true,
};
const facts: AlertFacts = {
  parentName: 'Paula <Parent>',
  parentEmail: 'paula@example.com',
  searches: [
    {
      label: 'Mondays & "autism"',
      search: mondays,
      nannies: [
        { fullName: 'Nina Near', city: 'New York', state: 'NY' },
        { fullName: 'Ana <b>Bold</b>', city: null, state: null },
      ],
    },
    {
      label: 'Anyone',
      search: { window: null, needs: [], languages: [], cpr: false },
      nannies: [{ fullName: 'Bea Bookable', city: 'Hoboken', state: 'NJ' }],
    },
  ],
};

describe('the daily alert email', () => {
  it('links each search to the directory on the Bookings tab, as the address carries it', () => {
    expect(searchLink(site, mondays)).toBe(
      `${site}/parent-dashboard?tab=bookings&date=2026-11-30&start=10%3A00&end=12%3A00&needs=autism&languages=es%2Case&cpr=1`,
    );
    expect(searchLink(site, facts.searches[1]!.search)).toBe(
      `${site}/parent-dashboard?tab=bookings`,
    );
  });

  it('lists the new RBTs of each search with their city, when she has one', () => {
    const mail = searchAlertMail(facts, site);
    expect(mail.to).toBe('paula@example.com');
    expect(mail.subject).toBe(SEARCH_ALERT_SUBJECT);
    expect(mail.text).toContain(
      'For your search “Mondays & "autism"”: Nina Near (New York, NY), Ana <b>Bold</b>.',
    );
    expect(mail.text).toContain('For your search “Anyone”: Bea Bookable (Hoboken, NJ).');
    expect(mail.text).toContain(`See them: ${searchLink(site, mondays)}`);
  });

  it('escapes what parents and nannies typed in the HTML part', () => {
    const { html } = searchAlertMail(facts, site);
    expect(html).toContain('Hello Paula &lt;Parent&gt;,');
    expect(html).toContain('Ana &lt;b&gt;Bold&lt;/b&gt;');
    expect(html).toContain('Mondays &amp; &quot;autism&quot;');
    expect(html).not.toContain('<b>Bold</b>');
  });
});
