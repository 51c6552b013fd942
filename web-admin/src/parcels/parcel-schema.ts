import { adminParcelViewSchema, parcelCommandResultSchema, type AdminParcelView, type ParcelCommandResult } from '../../../domain/parcel/parcel-views';

/** The shapes the API sends, stated once in the domain and shared with the server that builds them. */
export const adminParcelSchema = adminParcelViewSchema;
export type AdminParcel = AdminParcelView;
export const receiveParcelResultSchema = parcelCommandResultSchema;
export type ReceiveParcelResult = ParcelCommandResult;
