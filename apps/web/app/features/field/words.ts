import { FIELD_MESSAGES, formatDate, formatDateTime, formatMoney, groupDigits, type Language } from '@app/contract';
import { m } from '@app/contract/messages';

export type FieldLanguage = Language;
export const isFieldLanguage = (value: unknown): value is FieldLanguage => value === 'en' || value === 'bn';

/**
 * The field app's words in one language, from the site's catalogue (`field_` keys in
 * packages/contract/messages), gathered once per language so the components take one object.
 * English of the rules' messages is the contract's own text (packages/contract/src/field.test.ts keeps them equal).
 */
export function fieldWords(language: FieldLanguage) {
  const locale = { locale: language };
  const number = (value: number) => groupDigits(value, language);
  return {
    language,
    htmlLang: language === 'bn' ? 'bn-BD' : 'en-GB',
    otherLanguage: m.field_other_language({}, locale),
    switchLanguage: m.field_switch_language({}, locale),
    appName: m.field_app_name({}, locale),
    appShortName: m.field_app_short_name({}, locale),
    online: m.field_online({}, locale),
    offline: m.field_offline({}, locale),
    loading: m.field_loading({}, locale),
    waitingToSend: (count: number) => m.field_waiting_to_send({ count: number(count) }, locale),
    allSent: m.field_all_sent({}, locale),
    sendNow: m.field_send_now({}, locale),
    sending: m.field_sending({}, locale),
    signInAgain: m.field_sign_in_again({}, locale),
    signIn: m.field_sign_in({}, locale),
    signInFirst: m.field_sign_in_first({}, locale),
    notFieldOfficer: m.field_not_field_officer({}, locale),
    noCycles: m.field_no_cycles({}, locale),
    cyclesHeading: m.field_cycles_heading({}, locale),
    lastSynced: (when: string) => m.field_last_synced({ when }, locale),
    village: m.field_village({}, locale),
    started: m.field_started({}, locale),
    headcount: m.field_headcount({}, locale),
    animals: (count: number) => m.field_animals({ count: number(count) }, locale),
    back: m.field_back({}, locale),
    newRecord: m.field_new_record({}, locale),
    recordsHeading: m.field_records_heading({}, locale),
    noRecords: m.field_no_records({}, locale),
    save: m.field_save({}, locale),
    cancel: m.field_cancel({}, locale),
    edit: m.field_edit({}, locale),
    saved: m.field_saved({}, locale),
    version: (n: number) => m.field_version({ n: number(n) }, locale),
    state: {
      waiting: m.field_state_waiting({}, locale),
      sending: m.field_state_sending({}, locale),
      sent: m.field_state_sent({}, locale),
      rejected: m.field_state_rejected({}, locale),
    },
    review: {
      submitted: m.field_review_submitted({}, locale),
      returned: m.field_review_returned({}, locale),
      published: m.field_review_published({}, locale),
    },
    sentBack: (comment: string) => m.field_sent_back({ comment }, locale),
    kinds: {
      headcount: m.field_kind_headcount({}, locale),
      death: m.field_kind_death({}, locale),
      weighing: m.field_kind_weighing({}, locale),
      feed: m.field_kind_feed({}, locale),
      vet: m.field_kind_vet({}, locale),
      sale: m.field_kind_sale({}, locale),
      photo: m.field_kind_photo({}, locale),
    },
    causes: {
      disease: m.field_cause_disease({}, locale),
      injury: m.field_cause_injury({}, locale),
      predator: m.field_cause_predator({}, locale),
      heatStress: m.field_cause_heat_stress({}, locale),
      unknown: m.field_cause_unknown({}, locale),
      other: m.field_cause_other({}, locale),
    },
    fields: {
      count: m.field_form_count({}, locale),
      deaths: m.field_form_deaths({}, locale),
      cause: m.field_form_cause({}, locale),
      causeNote: m.field_form_cause_note({}, locale),
      photos: m.field_form_photos({}, locale),
      addPhoto: m.field_form_add_photo({}, locale),
      removePhoto: (n: number) => m.field_form_remove_photo({ n: number(n) }, locale),
      photoAlt: (n: number) => m.field_form_photo_alt({ n: number(n) }, locale),
      preparingPhoto: m.field_form_preparing_photo({}, locale),
      weights: m.field_form_weights({}, locale),
      weight: (n: number) => m.field_form_weight({ n: number(n) }, locale),
      addWeight: m.field_form_add_weight({}, locale),
      removeWeight: (n: number) => m.field_form_remove_weight({ n: number(n) }, locale),
      average: m.field_form_average({}, locale),
      feed: m.field_form_feed({}, locale),
      quantity: m.field_form_quantity({}, locale),
      cost: m.field_form_cost({}, locale),
      treatment: m.field_form_treatment({}, locale),
      medicine: m.field_form_medicine({}, locale),
      animalsSold: m.field_form_animals_sold({}, locale),
      price: m.field_form_price({}, locale),
      caption: m.field_form_caption({}, locale),
      position: m.field_form_position({}, locale),
      positionHelp: m.field_form_position_help({}, locale),
      positionFound: m.field_form_position_found({}, locale),
      positionRefused: m.field_form_position_refused({}, locale),
    },
    grams: (grams: number) => `${number(grams)} ${language === 'bn' ? 'গ্রাম' : 'g'}`,
    kilograms: (grams: number) =>
      `${(grams / 1000).toLocaleString(language === 'bn' ? 'bn-BD' : 'en-GB', { maximumFractionDigits: 2 })} ${language === 'bn' ? 'কেজি' : 'kg'}`,
    taka: (poisha: number) => formatMoney(poisha, 'BDT', language),
    number,
    date: (iso: string) => formatDate(iso, '—', language),
    dateTime: (iso: string) => formatDateTime(iso, '—', language),
    fixErrors: m.field_fix_errors({}, locale),
    messages: officerMessages(language),
  };
}

export type FieldWords = ReturnType<typeof fieldWords>;

/** The contract's messages an officer can meet in the field app (the record form's rules and the server's refusals of a record), in a language. */
function officerMessages(language: FieldLanguage) {
  const locale = { locale: language };
  return {
    countInvalid: m.field_message_count_invalid({}, locale),
    deathCountInvalid: m.field_message_death_count_invalid({}, locale),
    causeInvalid: m.field_message_cause_invalid({}, locale),
    causeNoteRequired: m.field_message_cause_note_required({}, locale),
    causeNoteTooLong: m.field_message_cause_note_too_long({}, locale),
    deathPhotoRequired: m.field_message_death_photo_required({}, locale),
    weightsRequired: m.field_message_weights_required({}, locale),
    tooManyWeights: m.field_message_too_many_weights({}, locale),
    weightInvalid: m.field_message_weight_invalid({}, locale),
    feedRequired: m.field_message_feed_required({}, locale),
    feedTooLong: m.field_message_feed_too_long({}, locale),
    quantityInvalid: m.field_message_quantity_invalid({}, locale),
    amountInvalid: m.field_message_amount_invalid({}, locale),
    treatmentRequired: m.field_message_treatment_required({}, locale),
    treatmentTooLong: m.field_message_treatment_too_long({}, locale),
    medicineTooLong: m.field_message_medicine_too_long({}, locale),
    saleAnimalsInvalid: m.field_message_sale_animals_invalid({}, locale),
    captionRequired: m.field_message_caption_required({}, locale),
    captionTooLong: m.field_message_caption_too_long({}, locale),
    photoRequired: m.field_message_photo_required({}, locale),
    tooManyPhotos: m.field_message_too_many_photos({}, locale),
    duplicatePhoto: m.field_message_duplicate_photo({}, locale),
    positionInvalid: m.field_message_position_invalid({}, locale),
    notAssigned: m.field_message_not_assigned({}, locale),
    cycleNotRunning: m.field_message_cycle_not_running({}, locale),
    recordNotYours: m.field_message_record_not_yours({}, locale),
    versionConflict: m.field_message_version_conflict({}, locale),
    photoNotUploaded: m.field_message_photo_not_uploaded({}, locale),
  } satisfies Partial<Record<keyof typeof FIELD_MESSAGES, string>>;
}

/** A contract message (the device's check or the server's refusal) in the officer's language; one it does not know stays as it came. */
export function inWords(words: FieldWords, message: string): string {
  const key = (Object.keys(words.messages) as (keyof FieldWords['messages'])[]).find((name) => FIELD_MESSAGES[name] === message);
  return key ? words.messages[key] : message;
}
