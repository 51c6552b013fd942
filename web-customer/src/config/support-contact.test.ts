import { describe, expect, it } from 'vitest';
import { supportContact } from './support-contact';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('supportContact', () => {
  it('gives the phone number for reading and for a tel: link from one value', () => {
    expect(plain(supportContact.phone)).toBe('+33 1 23 45 67 89');
    expect(supportContact.phoneHref).toBe('tel:+33123456789');
    expect(supportContact.mailto).toBe('mailto:support@passerelle.example');
  });

  it('writes the opening hours as a timetable line and as a sentence, in Paris time', () => {
    expect(supportContact.timetable.map(plain)).toEqual(['Lun.-ven. 9 h-18 h', 'Sam. 10 h-16 h']);
    expect(plain(supportContact.hours)).toBe('du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h, heure de Paris');
  });
});
