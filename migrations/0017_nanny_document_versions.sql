-- Every version of a nanny's documents (RBT certificate, photo ID, background check,
-- CPR / First Aid card), for the operators' history. Written only by the document-versions
-- projection, so replay rebuilds it.
--
-- version_id names the row for good: the upload id for versions uploaded with one;
-- 'legacy-' and the upload event's version in her stream for older ones, which keep that name
-- when NannyDocumentMoved gives them an upload id and a key of their own (upload_id, storage_key).
-- deleted_reason: 'retention' or 'erasure' (NannyDocumentVersionDeleted), or 'overwritten' for
-- a version recorded before versions were kept whose fixed key a later upload wrote over.
create table nanny_document_versions (
  nanny_id text not null,
  version_id text not null,
  upload_id text,
  kind text not null,
  storage_key text not null,
  content_type text not null,
  size integer not null,
  sha256 text not null,
  file_name text,
  uploaded_at timestamptz not null,
  replaced_at timestamptz,
  decision text check (decision in ('approved', 'verified', 'rejected')),
  decided_at timestamptz,
  deleted_at timestamptz,
  deleted_reason text check (deleted_reason in ('retention', 'erasure', 'overwritten')),
  primary key (nanny_id, version_id)
);
create index nanny_document_versions_by_kind on nanny_document_versions (nanny_id, kind, uploaded_at);
