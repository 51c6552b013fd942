import { describe, expect, it } from 'vitest';
import { historyLineOf } from './parcel-history';

describe('The history tab of a parcel (staff)', () => {
  it('says what a correction changed, in French, with the reason', () => {
    expect(
      historyLineOf({
        type: 'ParcelDetailsCorrected',
        data: {
          parcelId: 'p1',
          before: { weightGrams: 1300, declaredValueCents: 12999, category: 'autre', description: '' },
          after: { weightGrams: 1450, declaredValueCents: 15000, category: 'electronique', description: 'Casque audio' },
          reason: 'Pesée refaite',
        },
      }),
    ).toEqual({
      label: 'Informations corrigées',
      details: [
        'Catégorie : Autre → Électronique',
        'Description : (vide) → « Casque audio »',
        'Valeur déclarée : 129,99\u00a0€ → 150,00\u00a0€',
        'Poids mesuré : 1,3 kg → 1,45 kg',
      ],
      reason: 'Pesée refaite',
    });
  });

  it('tells free storage cut short by a refunded Premium period: the days before and after, from when, and why', () => {
    expect(
      historyLineOf({
        type: 'ParcelFreeStorageShortened',
        data: { parcelId: 'p1', reason: 'subscription_period_refunded', effectiveAt: '2027-01-19T23:30:00.000Z', paymentId: 'pay-1', plan: 'free', freeDays: 9, previousFreeDays: 60 },
      }),
    ).toEqual({
      label: 'Stockage gratuit raccourci',
      details: ['9 jours gratuits au lieu de 60 (offre Découverte depuis le mercredi 20 janvier 2027)', 'Paiement remboursé : pay-1'],
      reason: 'Période Premium remboursée en totalité',
    });
  });

  it('tells a first shelving from a move, and a status correction with its labels', () => {
    expect(historyLineOf({ type: 'ParcelPutAway', data: { parcelId: 'p1', location: 'A-01-03', previousLocation: null } })).toEqual({
      label: 'Rangé en stock',
      details: ['Emplacement : A-01-03'],
      reason: null,
    });
    expect(historyLineOf({ type: 'ParcelPutAway', data: { parcelId: 'p1', location: 'B-02-01', previousLocation: 'A-01-03' } }).details).toEqual([
      'Emplacement : A-01-03 → B-02-01',
    ]);
    expect(historyLineOf({ type: 'ParcelStatusCorrected', data: { parcelId: 'p1', from: 'received', to: 'pending', reason: 'Abîmé' } })).toEqual({
      label: 'Statut corrigé',
      details: ['Statut : Reçu → En attente'],
      reason: 'Abîmé',
    });
  });

  it('names the e-mail staff sent and the storage terms with the plan’s name', () => {
    expect(historyLineOf({ type: 'ParcelNotificationSent', data: { parcelId: 'p1', template: 'storage_reminder' } }).label).toBe(
      'E-mail envoyé au client : Rappel de stockage',
    );
    expect(historyLineOf({ type: 'ParcelStorageStarted', data: { parcelId: 'p1', receivedDay: '2027-01-14', plan: 'premium_yearly', freeDays: 90, subscriptionVersion: 1 } }).details).toEqual([
      'Jour de réception : jeudi 14 janvier 2027',
      '90 jours gratuits (offre Premium annuel)',
    ]);
  });
});
