import { useState } from 'react';
import { ADD_ZIP_PROMPT } from '@shared/directory-search';
import { HomeZipForm } from './home-zip-form';
import type { HomePlace } from './parent-types';

/** Where the distances are measured from, or the prompt to add a ZIP code. */
export function DirectoryHome({ home, onSaved }: { home: HomePlace | null; onSaved: () => void }) {
  const [changing, setChanging] = useState(false);
  if (home !== null && !changing) {
    return (
      <p className="directory__home">
        Near {home.city}, {home.state} ({home.zip}){' '}
        <button type="button" className="link-button" onClick={() => setChanging(true)}>
          Change
        </button>
      </p>
    );
  }
  return (
    <div className="directory__home">
      {home === null && <p className="directory__prompt">{ADD_ZIP_PROMPT}</p>}
      <HomeZipForm
        name="Your ZIP code"
        onSaved={() => {
          setChanging(false);
          onSaved();
        }}
      />
    </div>
  );
}
