import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './typography';

const shown = (text: string) => text.replace(/\u00a0/g, '~');

describe('frenchSpacing', () => {
  it('keeps the space before a high punctuation mark on the line of the word before it', () => {
    expect(shown(frenchSpacing('Comment fonctionne Passerelle ? Simple : on reçoit ; on expédie !'))).toBe(
      'Comment fonctionne Passerelle~? Simple~: on reçoit~; on expédie~!',
    );
  });

  it('keeps « guillemets » with the words they quote', () => {
    expect(shown(frenchSpacing('le service « Achat pour moi »'))).toBe('le service «~Achat pour moi~»');
  });

  it('keeps a number with its unit', () => {
    expect(shown(frenchSpacing('sous 24 h, 30 kg au plus, 20 % de remise, 8,50 € et 3 min de lecture'))).toBe(
      'sous 24~h, 30~kg au plus, 20~% de remise, 8,50~€ et 3~min de lecture',
    );
  });

  it('leaves other spaces, words that only start like a unit, and addresses alone', () => {
    expect(shown(frenchSpacing('3 heures, 2 grands colis, https://www.cnil.fr et 10 000 clients'))).toBe(
      '3 heures, 2 grands colis, https://www.cnil.fr et 10 000 clients',
    );
  });

  it('is idempotent', () => {
    const once = frenchSpacing('Une question ? Écrivez-nous : « support »');
    expect(frenchSpacing(once)).toBe(once);
  });
});
