import { profileLengthProblem } from '../../shared/profile-rules.js';
import { assertNever, validationError } from '../../infra/domain/errors.js';
import { assertPlainText } from '../../infra/domain/plain-text.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import type { RecordedUpload } from '../../infra/storage/store-upload.js';
import { ZIP_MESSAGE } from '../../shared/directory-search.js';
import { parentStreamId, type ParentEvent } from './parents.events.js';

export const PARENT_PROFILE_INCOMPLETE_MESSAGE =
  'Please upload a profile picture, provide your full name, and email.';

export type ParentCommand =
  | {
      type: 'UpdateParentProfile';
      parentId: string;
      fullName: string;
      email: string;
      multipleChildren: boolean;
      specialConsiderations: string;
      at: string;
    }
  | {
      type: 'RecordParentPhoto';
      parentId: string;
      file: RecordedUpload;
      at: string;
    }
  | {
      type: 'SetHomeZip';
      parentId: string;
      /** The place of the ZIP she typed (resolved by the route), or null when it is unknown. */
      place: {
        zip: string;
        city: string;
        state: string;
        latitude: number;
        longitude: number;
        timeZone: string;
      } | null;
      at: string;
    };

export interface ParentState {
  hasPhoto: boolean;
}

function evolve(state: ParentState, event: ParentEvent): ParentState {
  switch (event.type) {
    case 'ParentPhotoUploaded':
      return { hasPhoto: true };
    case 'ParentProfileUpdated':
    case 'ParentHomeZipSet':
      return state;
    default:
      return assertNever(event);
  }
}

function decide(command: ParentCommand, state: ParentState, streamId: string): ParentEvent[] {
  requireOwnStream(streamId, parentStreamId(command.parentId));
  switch (command.type) {
    case 'UpdateParentProfile': {
      const fullName = command.fullName.trim();
      if (!state.hasPhoto || fullName === '' || command.email.trim() === '') {
        throw validationError(PARENT_PROFILE_INCOMPLETE_MESSAGE);
      }
      const specialConsiderations = command.specialConsiderations.trim();
      const tooLong = profileLengthProblem({ fullName, specialConsiderations });
      if (tooLong !== null) throw validationError(tooLong);
      assertPlainText([
        ['Full name', fullName, 'line'],
        ['Special considerations', specialConsiderations, 'text'],
      ]);
      return [
        {
          type: 'ParentProfileUpdated',
          data: {
            parentId: command.parentId,
            fullName,
            multipleChildren: command.multipleChildren,
            specialConsiderations,
            updatedAt: command.at,
          },
        },
      ];
    }
    case 'RecordParentPhoto': {
      const { contentType, size, sha256, fileName, storageKey } = command.file;
      return [
        {
          type: 'ParentPhotoUploaded',
          data: {
            parentId: command.parentId,
            contentType,
            size,
            sha256,
            fileName,
            storageKey,
            uploadedAt: command.at,
          },
        },
      ];
    }
    case 'SetHomeZip': {
      if (command.place === null) throw validationError(ZIP_MESSAGE);
      const { zip, city, state: region, latitude, longitude, timeZone } = command.place;
      return [
        {
          type: 'ParentHomeZipSet',
          data: {
            parentId: command.parentId,
            zip,
            city,
            state: region,
            latitude,
            longitude,
            timeZone,
            setAt: command.at,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const parentDecider: Decider<ParentState, ParentCommand, ParentEvent> = {
  streamType: 'parent',
  initialState: () => ({ hasPhoto: false }),
  evolve,
  decide,
};
