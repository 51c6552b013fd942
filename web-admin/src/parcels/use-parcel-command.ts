import type { ParcelCommandResult } from '../../../domain/parcel/parcel-views';
import { useVersionedCommand } from '../lib/use-versioned-command';
import { parcelAtVersion } from './parcel-page-api';

/** A command of the parcel page, shown once the parcel's read model has reached its version. */
export const useParcelCommand = <Input>(parcelId: string, send: (input: Input, idempotencyKey: string) => Promise<ParcelCommandResult>) =>
  useVersionedCommand(send, (version) => parcelAtVersion(parcelId, version));
