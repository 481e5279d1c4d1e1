import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFPageLeaf,
  PDFRef,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { UploadRejectedError } from './upload-rejection.js';

/*
 * A nanny's PDF is shown to operators, so it must carry nothing that runs, phones home or
 * identifies its author beyond what is printed on it. We keep what draws the pages and remove the
 * rest, by allow-list where the PDF structure allows it (catalog, page tree, annotations) and by
 * key everywhere else. The list of what goes is in docs/document-storage.md ("What happens to
 * uploaded PDFs").
 */

/** The catalog keeps its pages and how they are numbered and read; everything else goes. */
const CATALOG_KEYS = ['Type', 'Version', 'Pages', 'PageLabels', 'Lang'];
/** A page keeps what draws it; /AA, /Metadata, /PieceInfo, threads, thumbnails etc. go. */
const PAGE_KEYS = [
  'Type',
  'Parent',
  'Resources',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'Rotate',
  'Contents',
  'Annots',
  'Group',
  'UserUnit',
];
const PAGE_TREE_KEYS = [
  'Type',
  'Parent',
  'Kids',
  'Count',
  'Resources',
  'MediaBox',
  'CropBox',
  'Rotate',
];
/** Annotations that only draw (notes, highlights, stamps); links, widgets, media, files go. */
const PASSIVE_ANNOTATIONS = new Set(
  [
    'Text',
    'FreeText',
    'Line',
    'Square',
    'Circle',
    'Polygon',
    'PolyLine',
    'Highlight',
    'Underline',
    'Squiggly',
    'StrikeOut',
    'Stamp',
    'Caret',
    'Ink',
    'Popup',
  ].map((name) => PDFName.of(name)),
);
/** Removed from every dictionary still reachable: actions, scripts and metadata streams. */
const ACTIVE_KEYS = ['A', 'AA', 'JS', 'OpenAction', 'Metadata', 'PieceInfo'].map((name) =>
  PDFName.of(name),
);

const ENCRYPTED =
  'This PDF is password-protected or encrypted. Please upload a copy without a password.';
const UNREADABLE =
  'This PDF could not be read. Please save or export it again and upload the new file.';

/**
 * The PDF rewritten without its Info dictionary, XMP, scripts, actions, form fields (flattened
 * into the page first, so filled-in values stay visible), links, attachments or outline. Refuses
 * an encrypted PDF, one the library cannot read, and one without pages.
 */
export async function sanitisePdf(bytes: Uint8Array): Promise<Buffer> {
  const doc = await load(bytes);
  try {
    flattenForm(doc);
    keepOnly(doc.catalog, CATALOG_KEYS);
    doc.context.trailerInfo.Info = undefined;
    doc.context.trailerInfo.ID = undefined;
    doc.catalog.Pages().traverse((node) => {
      keepOnly(node, node instanceof PDFPageLeaf ? PAGE_KEYS : PAGE_TREE_KEYS);
      if (node instanceof PDFPageLeaf) keepPassiveAnnotations(doc, node);
    });
    dropUnreachable(doc);
    const saved = await doc.save({
      useObjectStreams: false,
      addDefaultPage: false,
      updateFieldAppearances: false,
    });
    return Buffer.from(saved);
  } catch {
    throw new UploadRejectedError('unreadable', UNREADABLE);
  }
}

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, preserveXFA: true });
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw new UploadRejectedError('encrypted', ENCRYPTED);
    throw new UploadRejectedError('unreadable', UNREADABLE);
  }
  if (!(doc.catalog instanceof PDFDict) || pageCount(doc) === 0) {
    throw new UploadRejectedError('unreadable', UNREADABLE);
  }
  return doc;
}

function pageCount(doc: PDFDocument): number {
  try {
    return doc.getPageCount();
  } catch {
    return 0;
  }
}

/** Draws each field's current appearance into its page, then the form (and any XFA) goes. */
function flattenForm(doc: PDFDocument): void {
  if (!doc.catalog.has(PDFName.of('AcroForm'))) return;
  try {
    doc.getForm().flatten({ updateFieldAppearances: false });
  } catch {
    // A form too broken to flatten loses its widgets below; the pages themselves still count.
  }
}

function keepOnly(dict: PDFDict, allowed: readonly string[]): void {
  for (const key of dict.keys()) {
    if (!allowed.includes(key.decodeText())) dict.delete(key);
  }
}

function keepPassiveAnnotations(doc: PDFDocument, page: PDFPageLeaf): void {
  const annots = page.Annots();
  if (!annots) return;
  const kept = annots.asArray().filter((entry) => {
    const annotation = doc.context.lookup(entry);
    const subtype =
      annotation instanceof PDFDict ? annotation.get(PDFName.of('Subtype')) : undefined;
    return subtype instanceof PDFName && PASSIVE_ANNOTATIONS.has(subtype);
  });
  if (kept.length === 0) page.delete(PDFName.of('Annots'));
  else page.set(PDFName.of('Annots'), doc.context.obj(kept));
}

/**
 * Walks everything reachable from the catalog, stripping active keys on the way, then deletes
 * every object left unreached: pdf-lib writes all objects it holds, so removing a reference alone
 * would leave the script or attachment in the file.
 */
function dropUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const reached = new Set<PDFRef>();
  const stack: (PDFObject | undefined)[] = [context.trailerInfo.Root];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof PDFRef) {
      if (reached.has(item)) continue;
      reached.add(item);
      stack.push(context.lookup(item));
    } else if (item instanceof PDFDict || item instanceof PDFStream) {
      const dict = item instanceof PDFStream ? item.dict : item;
      for (const key of ACTIVE_KEYS) dict.delete(key);
      stack.push(...dict.values());
    } else if (item instanceof PDFArray) {
      stack.push(...item.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref)) context.delete(ref);
  }
}
