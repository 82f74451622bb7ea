import type { TranslationFields } from '#contract/translations';
import type { Tx } from '#server/db/tx';
import { translationSets, translations } from './schema';
import { columnsOf } from './shape';

const text = (
  key: string,
  defaultText: string,
  t: Partial<Pick<TranslationFields, 'en' | 'es' | 'fr' | 'de'>>,
): TranslationFields => ({ key, defaultText, en: '', es: '', fr: '', de: '', ...t });

/** A booking site's texts a newcomer recognises; some languages left to do, for the filter. */
const DEMO_TEXTS: readonly TranslationFields[] = [
  text('home.title', 'Holidays made simple', {
    en: 'Holidays made simple',
    es: 'Vacaciones sin complicaciones',
    fr: 'Des vacances en toute simplicité',
    de: 'Urlaub ganz einfach',
  }),
  text('search.button', 'Search', { en: 'Search', es: 'Buscar', fr: 'Rechercher', de: 'Suchen' }),
  text('search.destination', 'Where to?', {
    en: 'Where to?',
    es: '¿A dónde?',
    fr: 'Où allez-vous ?',
  }),
  text('search.dates', 'Travel dates', { en: 'Travel dates', es: 'Fechas de viaje' }),
  text('search.travellers', 'Travellers', { en: 'Travellers', fr: 'Voyageurs', de: 'Reisende' }),
  text('basket.total', 'Total', { en: 'Total', es: 'Total', fr: 'Total', de: 'Gesamt' }),
  text('basket.checkout', 'Book now', { en: 'Book now', es: 'Reservar ahora' }),
  text('footer.contact', 'Contact us', { en: 'Contact us', de: 'Kontakt' }),
  text('footer.terms', 'Terms and conditions', {}),
  text('offers.deposit', 'Secure your holiday with a small deposit', {
    en: 'Secure your holiday with a small deposit',
  }),
  text('offers.late', 'Late deals', {
    en: 'Late deals',
    es: 'Ofertas de última hora',
    fr: 'Dernière minute',
  }),
  text('account.signIn', 'Sign in', {
    en: 'Sign in',
    es: 'Iniciar sesión',
    fr: 'Se connecter',
    de: 'Anmelden',
  }),
];

/**
 * The demo company's first application gets these texts once: the set's row stays after, so
 * texts a user deleted stay deleted.
 */
export async function seedDemoTexts(tx: Tx, applicationId: number): Promise<boolean> {
  const [seeded] = await tx
    .insert(translationSets)
    .values({ applicationId, version: 1 })
    .onConflictDoNothing()
    .returning({ id: translationSets.applicationId });
  if (!seeded) return false;
  await tx.insert(translations).values(DEMO_TEXTS.map((t) => ({ applicationId, ...columnsOf(t) })));
  return true;
}
