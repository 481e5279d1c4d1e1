import { assertNever, validationError } from '../../infra/domain/errors.js';
import type { Decider } from '../../infra/event-store/decider.js';
import type { ParentEvent } from './parents.events.js';

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
      file: { contentType: string; size: number; sha256: string; fileName: string | null };
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
      return state;
    default:
      return assertNever(event);
  }
}

function decide(command: ParentCommand, state: ParentState): ParentEvent[] {
  switch (command.type) {
    case 'UpdateParentProfile': {
      const fullName = command.fullName.trim();
      if (!state.hasPhoto || fullName === '' || command.email.trim() === '') {
        throw validationError(PARENT_PROFILE_INCOMPLETE_MESSAGE);
      }
      if (fullName.length > 100) throw validationError('Your name can be at most 100 characters.');
      const specialConsiderations = command.specialConsiderations.trim();
      if (specialConsiderations.length > 4000) {
        throw validationError('Special considerations can be at most 4000 characters.');
      }
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
    case 'RecordParentPhoto':
      return [
        {
          type: 'ParentPhotoUploaded',
          data: { parentId: command.parentId, ...command.file, uploadedAt: command.at },
        },
      ];
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
