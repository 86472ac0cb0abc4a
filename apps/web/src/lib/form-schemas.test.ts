import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { configureItalianValidation } from '@app/shared/validation-messages';
import { addApiKeySchema } from '@app/shared/api/api-keys';
import { addTeamMemberSchema, updateMemberRoleSchema } from '@app/shared/api/team';
import { billingProfileSchema } from '@app/shared/api/billing';
import { changePasswordSchema, updateAddressSchema, updateEmailSchema, updateNameSchema } from '@app/shared/api/profile';
import { contactSchema, forgotPasswordSchema, loginSchema, registerSchema, updatePasswordSchema } from '@app/shared/api/auth';
import { linkGoogleSchema } from '@app/shared/api/google-sign-in';
import { retrievalTestSchema } from '@app/shared/api/knowledge';
import { createApiTokenSchema, updateWidgetSettingsSchema } from '@app/shared/api/integrations';
import { updatePlanSchema } from '@app/shared/api/admin';
import { agentAppearanceSchema, createAgentSchema, updateAgentSchema } from '@app/shared/api/agents';

/**
 * Every schema a web form validates with (react-hook-form's zodResolver, or safeParse before sending): what the
 * user may type, and the Italian sentence shown under each field when it is wrong. The app configures zod's Italian
 * messages at start (main.tsx), so the test does too.
 */
configureItalianValidation();

/** The messages under each field, as the form shows them (field path → messages). */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const strong = 'Segreta1!x';
const italianCompany = {
  companyName: 'Rossi Srl',
  vatNumber: 'IT 00743110157',
  address: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'mi',
  country: 'it',
  sdiCode: 'abc1234',
};

interface FormCase {
  form: string;
  schema: z.ZodType;
  valid: unknown[];
  invalid: [input: unknown, errors: Record<string, string[]>][];
}

const forms: FormCase[] = [
  {
    form: 'login',
    schema: loginSchema,
    valid: [{ email: 'anna@esempio.it', password: 'x' }],
    invalid: [
      [
        { email: 'anna', password: '' },
        { email: ['Indirizzo email non valido.'], password: ['La password è obbligatoria.'] },
      ],
    ],
  },
  {
    form: 'registrazione',
    schema: registerSchema,
    valid: [{ email: 'anna@esempio.it', password: strong, confirmPassword: strong }],
    invalid: [
      [
        { email: 'anna@esempio.it', password: 'debole', confirmPassword: 'diversa' },
        {
          password: [
            'La password deve contenere almeno 8 caratteri.',
            'La password deve contenere almeno una lettera maiuscola.',
            'La password deve contenere almeno un numero.',
            'La password deve contenere almeno un simbolo.',
          ],
          confirmPassword: ['Le password non corrispondono.'],
        },
      ],
    ],
  },
  {
    form: 'password dimenticata (e nuovo link)',
    schema: forgotPasswordSchema,
    valid: [{ email: 'anna@esempio.it' }],
    invalid: [[{ email: '' }, { email: ['Indirizzo email non valido.'] }]],
  },
  {
    form: 'nuova password',
    schema: updatePasswordSchema,
    valid: [{ password: strong, confirmPassword: strong }],
    invalid: [
      [
        { password: 'debole', confirmPassword: 'x' },
        {
          password: ['La password non soddisfa tutti i requisiti di complessità.'],
          confirmPassword: ['Le password non corrispondono.'],
        },
      ],
    ],
  },
  {
    form: 'collega Google',
    schema: linkGoogleSchema,
    valid: [{ password: 'qualsiasi' }],
    invalid: [[{ password: '' }, { password: ['Inserisci la password del tuo account.'] }]],
  },
  {
    form: 'contatti',
    schema: contactSchema,
    valid: [{ name: 'Anna', email: 'anna@esempio.it', message: 'Vorrei una demo del prodotto.' }],
    invalid: [
      [
        { name: ' ', email: 'x', message: 'corto' },
        {
          name: ['Il nome è obbligatorio.'],
          email: ['Indirizzo email non valido.'],
          message: ['Il messaggio deve contenere almeno 10 caratteri.'],
        },
      ],
    ],
  },
  {
    form: 'nuovo agente',
    schema: createAgentSchema,
    valid: [{ name: 'Assistente', description: '', instructions: 'Rispondi in italiano.' }],
    invalid: [
      [
        { name: ' ', instructions: '' },
        { name: ['Nome agente e istruzioni sono obbligatori.'], instructions: ['Nome agente e istruzioni sono obbligatori.'] },
      ],
      [{ name: 'x'.repeat(121), instructions: 'ok' }, { name: ['Il nome può contenere al massimo 120 caratteri.'] }],
    ],
  },
  {
    form: 'impostazioni agente',
    schema: updateAgentSchema,
    valid: [
      {
        name: 'Assistente',
        description: '',
        instructions: 'Rispondi in italiano.',
        instructorId: 'u1',
        status: 'Attivo',
        memoryMode: 'none',
        memoryRetentionDays: null,
        enableExplicitMemory: false,
      },
    ],
    invalid: [
      [
        {
          name: 'A',
          instructions: 'B',
          instructorId: '',
          status: 'Acceso',
          memoryMode: 'sempre',
          memoryRetentionDays: null,
          enableExplicitMemory: 'no',
        },
        {
          instructorId: ["L'istruttore agente è obbligatorio."],
          status: ["Lo stato dell'agente deve essere 'Attivo' o 'Disattivato'."],
          memoryMode: ['La modalità di memoria non è valida.'],
          enableExplicitMemory: ['Indica se la memoria esplicita è attiva.'],
        },
      ],
    ],
  },
  {
    form: 'aspetto della chat',
    schema: agentAppearanceSchema,
    valid: [{ welcomeMessage: 'Ciao!', suggestedQuestions: ['Orari?'], color: '#1D4ED8', avatarUrl: '' }],
    invalid: [
      [
        { welcomeMessage: 'x'.repeat(501), suggestedQuestions: ['', 'b'], color: '#ffffff', avatarUrl: 'javascript:alert(1)' },
        {
          welcomeMessage: ['Il messaggio di benvenuto può contenere al massimo 500 caratteri.'],
          'suggestedQuestions.0': ['Puoi indicare al massimo 5 domande suggerite, di al massimo 150 caratteri ciascuna.'],
          color: [
            'Colore troppo chiaro: pulsanti e messaggi non si distinguerebbero dallo sfondo bianco (contrasto minimo 3:1). Scegli una tonalità più scura.',
          ],
          avatarUrl: ["L'avatar deve essere un indirizzo https:// (o http:// in locale)."],
        },
      ],
    ],
  },
  {
    form: 'prova di ricerca',
    schema: retrievalTestSchema,
    valid: [{ query: 'orari di apertura' }, { query: 'orari', topK: 10 }],
    invalid: [
      [
        { query: ' ', topK: 80 },
        { query: ['Scrivi una domanda o una frase da cercare.'], topK: ['topK può essere al massimo 50.'] },
      ],
    ],
  },
  {
    form: 'nuovo membro del team',
    schema: addTeamMemberSchema,
    valid: [{ email: 'luca@esempio.it', password: strong, role: 'user', firstName: 'Luca' }],
    invalid: [
      [
        { email: 'luca', password: 'corta', role: 'owner' },
        {
          email: ['Indirizzo email non valido.'],
          password: ['La password non soddisfa tutti i requisiti di sicurezza.'],
          role: ['Utente o ruolo non validi per la modifica.'],
        },
      ],
    ],
  },
  {
    form: 'ruolo del membro',
    schema: updateMemberRoleSchema,
    valid: [{ role: 'admin' }, { role: 'instructor' }],
    invalid: [[{ role: 'owner' }, { role: ['Utente o ruolo non validi per la modifica.'] }]],
  },
  {
    form: 'nome e cognome',
    schema: updateNameSchema,
    valid: [{ firstName: 'Anna', lastName: '' }],
    invalid: [[{ firstName: 'x'.repeat(101), lastName: '' }, { firstName: ['Nome e cognome non possono superare 100 caratteri.'] }]],
  },
  {
    form: 'indirizzo',
    schema: updateAddressSchema,
    valid: [{ address: 'Via Roma 1, Milano' }],
    invalid: [[{ address: '  ' }, { address: ["L'indirizzo è obbligatorio."] }]],
  },
  {
    form: 'cambio email',
    schema: updateEmailSchema,
    valid: [{ email: 'Nuova@Esempio.it' }],
    invalid: [[{ email: 'non-una-email' }, { email: ['Indirizzo email non valido.'] }]],
  },
  {
    form: 'cambio password',
    schema: changePasswordSchema,
    valid: [{ currentPassword: 'vecchia', newPassword: strong, confirmPassword: strong }],
    invalid: [
      [
        { newPassword: 'debole', confirmPassword: 'altra' },
        {
          newPassword: ['La password non soddisfa tutti i requisiti di complessità.'],
          confirmPassword: ['La nuova password e la conferma password non corrispondono.'],
        },
      ],
    ],
  },
  {
    form: 'dati di fatturazione',
    schema: billingProfileSchema,
    valid: [italianCompany, { companyName: 'Acme GmbH', address: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' }],
    invalid: [
      [
        { companyName: '', address: '', postalCode: '123', city: '', country: 'IT', vatNumber: '12345678901' },
        {
          companyName: ['La ragione sociale è obbligatoria.'],
          address: ["L'indirizzo è obbligatorio."],
          city: ['Il comune è obbligatorio.'],
          vatNumber: ['Partita IVA non valida: controlla le 11 cifre.'],
          postalCode: ['CAP non valido: per l’Italia servono 5 cifre.'],
          sdiCode: ['Indica il codice destinatario SDI oppure un indirizzo PEC.'],
        },
      ],
    ],
  },
  {
    form: 'token API',
    schema: createApiTokenSchema,
    valid: [{ name: 'CRM', scope: 'read-only', expiresInDays: 90 }],
    invalid: [
      [
        { name: '', scope: 'tutto', expiresInDays: 7 },
        {
          name: ['Il nome del token è obbligatorio.'],
          scope: ['Ambito non valido: scegli chat, documents o read-only.'],
          expiresInDays: ['Scadenza non valida: scegli 30, 90 o 365 giorni, oppure nessuna scadenza.'],
        },
      ],
    ],
  },
  {
    form: 'widget',
    schema: updateWidgetSettingsSchema,
    valid: [{ position: 'left', bubbleLabel: 'Aiuto', allowedDomains: ['www.esempio.it', '*.esempio.it'], identityRequired: false }],
    invalid: [
      [
        { position: 'top', bubbleLabel: 'x'.repeat(41), allowedDomains: ['non un dominio'], identityRequired: false },
        {
          position: ['Posizione non valida: scegli destra o sinistra.'],
          bubbleLabel: ["L'etichetta del pulsante può contenere al massimo 40 caratteri."],
          'allowedDomains.0': ['Dominio non valido: scrivi solo il nome (es. www.esempio.it, *.esempio.it o localhost:8080).'],
        },
      ],
    ],
  },
  {
    form: 'cambio piano (back office)',
    schema: updatePlanSchema,
    valid: [{ planName: 'pro', reason: 'Accordo commerciale', planExpiresAt: '2030-01-31T10:00' }],
    invalid: [
      [
        { planName: 'oro', reason: 'no', planExpiresAt: 'domani' },
        {
          planName: ['Piano non valido.'],
          reason: ['Indica il motivo del cambio di piano (da 5 a 500 caratteri): lo leggerà il cliente.'],
          planExpiresAt: ['Data di scadenza del piano non valida.'],
        },
      ],
    ],
  },
  {
    // The back office's API-key form is in English, as the spec words it (§8).
    form: 'API key (back office)',
    schema: addApiKeySchema,
    valid: [{ name: 'OpenAI', apiKey: 'sk-abc', baseUrl: '', model: '' }],
    invalid: [
      [
        { name: ' ', apiKey: '', baseUrl: 'ftp://x' },
        {
          name: ['Please enter both a name and a value for the API key.'],
          apiKey: ['Please enter both a name and a value for the API key.'],
          baseUrl: ['The provider base URL must be an http(s) URL.'],
        },
      ],
    ],
  },
];

describe('the web forms validate with the shared schemas, in Italian', () => {
  it.each(forms)('$form', ({ schema, valid, invalid }) => {
    for (const input of valid) expect(fieldErrors(schema, input)).toEqual({});
    for (const [input, errors] of invalid) expect(fieldErrors(schema, input)).toEqual(errors);
  });

  it('the billing form normalises what the user typed before sending it', () => {
    expect(billingProfileSchema.parse(italianCompany)).toMatchObject({
      vatNumber: '00743110157',
      province: 'MI',
      country: 'IT',
      sdiCode: 'ABC1234',
    });
  });

  it('the e-mail forms send the address in lower case', () => {
    expect(updateEmailSchema.parse({ email: ' Nuova@Esempio.IT ' })).toEqual({ email: 'nuova@esempio.it' });
  });
});
