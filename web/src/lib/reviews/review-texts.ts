// The words of the review panels (docs/product.md, Reviews); the server's answers say the rest.

export const reviewTexts = {
  heading: 'Review',
  open: 'Review this session',
  parentForm: 'Review of the nanny',
  nannyForm: 'Review of the family',
  wouldBookAgain: 'I would book her again',
  comment: 'Public comment (optional)',
  commentHint: 'Shown on her profile. Contact details and children’s names are hidden.',
  privateNote: 'Private note to our team (optional)',
  respectedTime: 'The family respected my time',
  describedNeeds: 'The family described the child’s needs accurately',
  send: 'Send review',
  sending: 'Sending…',
  failed: 'Failed to send the review.',
  yours: 'Your review',
  theirs: 'The family’s review of you',
  reply: 'Your public reply',
  sendReply: 'Publish reply',
  replyFailed: 'Failed to publish the reply.',
  youReviewedFamily: 'You reviewed this family. Only our team sees it.',
  nannyReviewedToo: 'The nanny reviewed this session too. Only our team sees her review.',
  commentHidden: 'This comment was hidden by our team under the review policy.',
  stars: (n: number) => `${n} of 5 stars`,
  waiting: (date: string) =>
    `Reviews are shown when both of you have written one, or on ${date}, whichever comes first.`,
  replyOf: 'Her reply',
};
