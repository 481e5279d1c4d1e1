import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_MARKERS,
  activePdf,
  pdfBytes,
  pdfCarries,
} from '../../../test/helpers/pdf-fixtures.js';
import { sanitisePdf } from './pdf-sanitiser.js';
import { rejectionOf } from '../../../test/helpers/upload-rejection.js';

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

function annotationSubtypes(doc: PDFDocument, pageIndex: number): string[] {
  const annots = doc.getPage(pageIndex).node.Annots();
  if (!annots) return [];
  return annots.asArray().map((entry) => {
    const dict = doc.context.lookup(entry, PDFDict);
    return String(dict.get(PDFName.of('Subtype')));
  });
}

describe('security item 9: PDFs are rewritten without metadata or active content', () => {
  it('the fixture really carries every marker (so the checks below can fail)', async () => {
    const before = await activePdf();
    const missing = Object.values(ACTIVE_MARKERS)
      .flat()
      .filter((marker) => !pdfCarries(before, marker));
    expect(missing).toEqual([]);
  });

  for (const [what, markers] of Object.entries(ACTIVE_MARKERS)) {
    it(`security item 9: removes ${what}`, async () => {
      const after = await sanitisePdf(await activePdf());
      expect(markers.filter((marker) => pdfCarries(after, marker))).toEqual([]);
    });
  }

  it('security item 9: keeps the pages, their text and a plain note; no Info, no ID', async () => {
    const cleaned = await sanitisePdf(await activePdf());
    const doc = await PDFDocument.load(cleaned, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(2);
    expect(latin1(cleaned)).toContain('(page one marker) Tj');
    expect(latin1(cleaned)).toContain('(page two marker) Tj');
    expect(annotationSubtypes(doc, 0)).toEqual(['/Text']);
    expect(latin1(cleaned)).toContain('Reviewed note');
    expect(doc.context.trailerInfo.Info).toBeUndefined();
    expect(doc.context.trailerInfo.ID).toBeUndefined();
    expect(doc.getTitle()).toBeUndefined();
    expect(doc.getAuthor()).toBeUndefined();
    expect(doc.catalog.keys().map(String).sort()).toEqual(['/Pages', '/Type']);
    expect(doc.getPage(0).node.get(PDFName.of('AA'))).toBeUndefined();
  });

  it('security item 9: a filled form field stays visible, drawn into the page', async () => {
    const cleaned = await sanitisePdf(await activePdf());
    const doc = await PDFDocument.load(cleaned, { updateMetadata: false });
    const page = doc.getPage(1).node;
    const xobjects = page.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    expect(xobjects?.keys().length ?? 0).toBeGreaterThan(0);
    expect(annotationSubtypes(doc, 1)).toEqual([]);
  });

  it('security item 9: nothing unreachable is left behind in the file', async () => {
    const cleaned = await sanitisePdf(await activePdf());
    const doc = await PDFDocument.load(cleaned, { updateMetadata: false });
    const reachable = reachableRefs(doc);
    for (const [ref] of doc.context.enumerateIndirectObjects()) {
      expect(reachable.has(ref.toString())).toBe(true);
    }
  });

  it('security item 9: a simple PDF keeps its page and text', async () => {
    const cleaned = await sanitisePdf(pdfBytes('Certified RBT'));
    const doc = await PDFDocument.load(cleaned);
    expect(doc.getPageCount()).toBe(1);
    expect(latin1(cleaned)).toContain('(Certified RBT) Tj');
  });

  it('security item 9: refuses a password-protected PDF', async () => {
    for (const security of [{ userPassword: 'open sesame' }, { ownerPassword: 'owner only' }]) {
      const doc = await PDFDocument.load(pdfBytes());
      doc.encrypt({ ...security, algorithm: 'AES-256' });
      const encrypted = Buffer.from(await doc.save());
      expect(await rejectionOf(sanitisePdf(encrypted))).toEqual({
        reason: 'encrypted',
        message:
          'This PDF is password-protected or encrypted. Please upload a copy without a password.',
      });
    }
  });

  it('security item 9: refuses a PDF it cannot read, or one without pages', async () => {
    const unreadable = {
      reason: 'unreadable',
      message:
        'This PDF could not be read. Please save or export it again and upload the new file.',
    };
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n');
    expect(await rejectionOf(sanitisePdf(broken))).toEqual(unreadable);
    const garbage = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400, 0x29)]);
    expect(await rejectionOf(sanitisePdf(garbage))).toEqual(unreadable);
  });
});

/** Every indirect object reachable from the catalog: all a viewer could ever get to. */
function reachableRefs(doc: PDFDocument): Set<string> {
  const seen = new Set<string>();
  const stack: unknown[] = [doc.context.trailerInfo.Root];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof PDFRef) {
      if (seen.has(item.toString())) continue;
      seen.add(item.toString());
      stack.push(doc.context.lookup(item));
    } else if (item instanceof PDFDict) stack.push(...item.values());
    else if (item instanceof PDFArray) stack.push(...item.asArray());
    else if (item instanceof PDFRawStream) stack.push(...item.dict.values());
  }
  return seen;
}
