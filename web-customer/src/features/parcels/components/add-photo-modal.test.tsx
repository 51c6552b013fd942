import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aParcel } from '@/testing/data-generators';
import { jsonResponse, renderScreen, stubFetch } from '@/testing/test-utils';
import { AddPhotoModal } from './add-photo-modal';

const megabyte = 1024 * 1024;
const png = (name = 'carton.png', size = 2_048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const parcel = aParcel({ parcelId: 'parcel-photo', trackingNumber: 'PHOTO001', description: 'Casque audio' });
const ticket = { uploadId: '0b7a5b9e-4c1e-4d0e-9a4e-3f1b2c3d4e5f', method: 'PUT', url: 'http://files.example/uploads/parcel-photo/x', headers: { 'content-type': 'image/png' }, expiresAt: '2026-03-02T10:10:00.000Z' };
const photo = {
  photoId: ticket.uploadId,
  description: 'Le carton abîmé',
  attachedAt: '2026-03-02T10:00:00.000Z',
  attachedBy: 'customer',
  contentType: 'image/png',
  sizeBytes: 2_048,
  width: 800,
  height: 600,
  thumbnailUrl: 'http://files.example/photos/x-thumb.webp',
  url: 'http://files.example/photos/x.png',
};
const attached = { parcelId: parcel.parcelId, photo, version: 4 };
const problem = (status: number, detail: string) => () => jsonResponse(status, { type: 'about:blank', title: 'Refus', status, detail });

const openModal = () => {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  renderScreen(<AddPhotoModal parcels={[parcel]} onClose={onClose} onAdded={onAdded} />);
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une photo' });
  return { dialog, onAdded, onClose };
};

const pick = (file: File) => fireEvent.change(screen.getByLabelText(/^Photo/), { target: { files: [file] } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer la photo' }));

describe('AddPhotoModal', () => {
  it('asks for a parcel or its tracking number and for an image before sending anything', () => {
    const calls = stubFetch();
    openModal();
    send();
    expect(screen.getByText('Numéro de suivi requis')).toBeTruthy();
    expect(screen.getByText('Veuillez sélectionner une image')).toBeTruthy();
    expect(screen.getByLabelText('Ou numéro de suivi').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('refuses a file that is not an image, and an image over 5 MB, in the browser, without a preview', async () => {
    const calls = stubFetch();
    openModal();
    pick(new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Veuillez sélectionner une image')).toBeTruthy();
    pick(png('enorme.png', 5 * megabyte + 1));
    expect(await screen.findByText("L'image doit faire moins de 5MB")).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Aperçu de la photo choisie' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Colis'), { target: { value: parcel.parcelId } });
    send();
    expect(screen.getByText("L'image doit faire moins de 5MB")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('counts the description to 200 characters and refuses a longer one', () => {
    stubFetch();
    openModal();
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'x'.repeat(201) } });
    expect(screen.getByText('201 / 200 caractères')).toBeTruthy();
    send();
    expect(screen.getByText('La description ne peut pas dépasser 200 caractères')).toBeTruthy();
  });

  it('previews the image, sends it in three steps ("Envoi en cours..."), waits for the parcel to reach the attachment’s version, and reports it added', async () => {
    let answerTicket: (response: Response) => void = () => undefined;
    const calls = stubFetch(
      () => new Promise<Response>((resolve) => (answerTicket = resolve)),
      () => new Response(null, { status: 200 }),
      () => jsonResponse(201, attached),
      () => jsonResponse(200, { ...parcel, photoCount: 1, photos: [photo] }),
    );
    const { onAdded } = openModal();
    fireEvent.change(screen.getByLabelText('Colis'), { target: { value: parcel.parcelId } });
    expect(screen.getByLabelText('Ou numéro de suivi').hasAttribute('disabled')).toBe(true);
    const file = png();
    pick(file);
    const preview = await screen.findByRole('img', { name: 'Aperçu de la photo choisie' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Le carton abîmé' } });
    expect(screen.getByText('15 / 200 caractères')).toBeTruthy();
    send();

    const sending = await screen.findByRole('button', { name: 'Envoi en cours...' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    answerTicket(jsonResponse(201, ticket));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({ parcelId: parcel.parcelId, trackingNumber: 'PHOTO001', photo: { photoId: photo.photoId } });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/parcels/parcel-photo/photos/uploads',
      `PUT ${ticket.url}`,
      'POST /api/parcels/parcel-photo/photos',
      `GET /api/parcels/parcel-photo?version=${attached.version}`,
    ]);
    expect(calls[0]?.body).toEqual({ fileName: 'carton.png', contentType: 'image/png', size: 2_048, description: 'Le carton abîmé' });
    expect(calls[1]?.headers.get('content-type')).toBe('image/png');
    expect(calls[2]?.body).toEqual({ uploadId: ticket.uploadId });
  });

  it('finds the parcel by its tracking number, and shows the server’s words when it is not the customer’s', async () => {
    const calls = stubFetch(problem(404, 'Colis introuvable'));
    const { onAdded } = openModal();
    fireEvent.change(screen.getByLabelText('Ou numéro de suivi'), { target: { value: ' INCONNU42 ' } });
    pick(png());
    send();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Colis introuvable')).toBeTruthy();
    expect(calls.map(({ url }) => url)).toEqual(['/api/tracking?trackingNumber=INCONNU42']);
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Envoyer la photo' }).hasAttribute('disabled')).toBe(false);
  });

  it.each([
    ['an ended session', problem(401, 'Session expirée'), 'Non authentifié'],
    ['a refusal of the server', problem(400, 'Veuillez sélectionner une image'), 'Veuillez sélectionner une image'],
    ['a server failure', problem(500, 'Erreur interne'), 'Erreur lors du téléchargement'],
    ['the network', () => Promise.reject(new TypeError('Failed to fetch')), 'Erreur lors du téléchargement'],
  ])('says what failed on %s', async (_case, answer, message) => {
    stubFetch(answer);
    openModal();
    fireEvent.change(screen.getByLabelText('Colis'), { target: { value: parcel.parcelId } });
    pick(png());
    send();
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
  });

  it('says "Erreur lors du téléchargement" when the storage refuses the file', async () => {
    stubFetch(() => jsonResponse(201, ticket), () => new Response('<Error/>', { status: 403 }));
    openModal();
    fireEvent.change(screen.getByLabelText('Colis'), { target: { value: parcel.parcelId } });
    pick(png());
    send();
    expect(within(await screen.findByRole('alert')).getByText('Erreur lors du téléchargement')).toBeTruthy();
  });

  it('takes the focus to its first field, keeps it inside with Tab, and closes with Escape or "Annuler"', () => {
    stubFetch();
    const { dialog, onClose } = openModal();
    expect(document.activeElement).toBe(screen.getByLabelText('Colis'));
    const submit = screen.getByRole('button', { name: 'Envoyer la photo' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
