import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import { BILLING_PROFILE_SAVED } from '@app/shared/i18n/billing';
import type { BillingProfile, BillingProfileInput, BillingProfileResponse } from '@app/shared/api/billing';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { COUNTRY_CODES } from '@app/shared/countries';
import { isEuCountry } from '@app/shared/vat';
import { billingText } from '@app/shared/i18n/billing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useSaveBillingProfile } from '../api/save-billing-profile';

type FormValues = { [K in keyof BillingProfileInput]-?: string };
const FIELDS = [
  'companyName',
  'vatNumber',
  'fiscalCode',
  'address',
  'postalCode',
  'city',
  'province',
  'country',
  'sdiCode',
  'pec',
] as const;

type Country = { code: string; name: string };
let countryLists: { italy: Country; eu: Country[]; others: Country[] } | undefined;
/**
 * Italy first, then the EU (reverse charge), then every other country (out of scope of Italian VAT, ADR 0045), by
 * Italian name. Built once, when the form first shows, with each name looked up once and one collator (issue 34):
 * sorting at module load with a lookup and a new collator per comparison held the billing page's start for
 * a tenth of a second.
 */
function countries() {
  if (countryLists) return countryLists;
  const names = new Intl.DisplayNames(['it'], { type: 'region' });
  const collator = new Intl.Collator('it');
  const named = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
  const sorted = (list: Country[]) => list.sort((a, b) => collator.compare(a.name, b.name));
  countryLists = {
    italy: named.find((c) => c.code === 'IT')!,
    eu: sorted(named.filter((c) => c.code !== 'IT' && isEuCountry(c.code))),
    others: sorted(named.filter((c) => c.code !== 'IT' && !isEuCountry(c.code))),
  };
  return countryLists;
}

const toForm = (profile: BillingProfileResponse['profile']): FormValues =>
  Object.fromEntries(FIELDS.map((f) => [f, profile?.[f] ?? (f === 'country' ? 'IT' : '')])) as FormValues;

const billingProfileRule = lazyFormRule(() => import('@app/shared/api/billing').then((m) => m.billingProfileSchema));

/** 'Dati di fatturazione': who the invoices are made out to; required before the first purchase. */
export function BillingProfileForm({
  userId,
  profile,
  onSaved,
}: {
  userId: string;
  profile: BillingProfileResponse['profile'];
  onSaved?: () => void;
}) {
  const t = billingText.profile;
  const save = useSaveBillingProfile(userId);
  const form = useForm<FormValues, unknown, BillingProfile>({
    resolver: useLazyFormRule(billingProfileRule) as never,
    defaultValues: toForm(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const country = form.watch('country');
  const italian = country === 'IT';
  const nonEu = !italian && !isEuCountry(country ?? '');
  // Sent here because a purchase needs these data (issue 44): the first field takes the focus, which brings the form
  // into view once it is drawn (the page's own scroll may run before this lazily loaded form has arrived).
  const { hash } = useLocation();
  const sentToFill = hash === '#dati-fatturazione' && !profile;
  useEffect(() => {
    if (sentToFill) form.setFocus('companyName');
  }, [sentToFill, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(BILLING_PROFILE_SAVED);
      onSaved?.();
    } catch (err) {
      if (err instanceof ApiRequestError && err.fieldErrors) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(field)) form.setError(field as keyof FormValues, { message: messages[0] });
        }
      }
      toast.error(t.error(errorMessage(err)));
    }
  });

  return (
    <Card id="dati-fatturazione">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{profile ? t.description : t.required}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field label={t.companyName} error={errors.companyName?.message}>
                <Input autoComplete="organization" {...form.register('companyName')} />
              </Field>
            </div>
            <Field label={t.country} error={errors.country?.message}>
              <select
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
                autoComplete="country"
                {...form.register('country')}
              >
                <option value="IT">{countries().italy.name}</option>
                <optgroup label={t.countriesEu}>
                  {countries().eu.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t.countriesOther}>
                  {countries().others.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </optgroup>
              </select>
            </Field>
            <Field
              label={nonEu ? t.vatLabelNonEu : t.vatNumber}
              error={errors.vatNumber?.message}
              hint={italian ? t.vatHintIt : nonEu ? t.vatHintNonEu : t.vatHintEu}
            >
              <Input {...form.register('vatNumber')} />
            </Field>
            <Field label={t.fiscalCode} error={errors.fiscalCode?.message}>
              <Input {...form.register('fiscalCode')} />
            </Field>
            <Field label={t.address} error={errors.address?.message}>
              <Input autoComplete="street-address" {...form.register('address')} />
            </Field>
            <Field label={t.postalCode} error={errors.postalCode?.message}>
              <Input autoComplete="postal-code" inputMode={italian ? 'numeric' : undefined} {...form.register('postalCode')} />
            </Field>
            <Field label={t.city} error={errors.city?.message}>
              <Input autoComplete="address-level2" {...form.register('city')} />
            </Field>
            <Field label={t.province} error={errors.province?.message}>
              <Input maxLength={2} {...form.register('province')} />
            </Field>
            <Field label={t.sdiCode} error={errors.sdiCode?.message} hint={t.sdiHint}>
              <Input maxLength={7} {...form.register('sdiCode')} />
            </Field>
            <Field label={t.pec} error={errors.pec?.message}>
              <Input type="email" autoComplete="email" {...form.register('pec')} />
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit">{isSubmitting ? t.saving : t.save}</Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
