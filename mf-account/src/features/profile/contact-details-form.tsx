import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CustomerProfile, StateListResponse } from '@fvc/shared/contracts';
import { CUSTOMER_AREA_LIMITS, PHONE_MESSAGE, PHONE_PATTERN } from '@fvc/shared/contracts/rules';
import { Button, FocusedStatus, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../lib/form-alert';
import { profileQuery, updateContact } from './api/profile-queries';

interface ContactForm {
  phone: string;
  street: string;
  neighborhood: string;
  city: string;
  zipcode: string;
  state: string;
}

const FIELDS = ['phone', 'street', 'neighborhood', 'city', 'zipcode', 'state'] as const;

/**
 * The customer's phone and fiscal address (the one on their invoices), which they update
 * themselves (issue #69). Starts from what the company has; saved as a whole. Drawn once the
 * states are here, so the select shows the customer's from the start.
 */
export function ContactDetailsForm({ profile, states }: { profile: CustomerProfile; states: StateListResponse['states'] }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isDirty }, reset } = useForm<ContactForm>({
    defaultValues: {
      phone: profile.phone ?? '',
      street: profile.address?.street ?? '',
      neighborhood: profile.address?.neighborhood ?? '',
      city: profile.address?.city ?? '',
      zipcode: profile.address?.zipcode ?? '',
      state: profile.address?.state ?? '',
    },
  });
  const save = useMutation({ mutationFn: updateContact });

  const onSubmit = handleSubmit(async ({ phone, ...address }) => {
    setFormError(null);
    const request = { phone: phone.trim(), address: { ...address, street: address.street.trim(), neighborhood: address.neighborhood.trim(), city: address.city.trim() } };
    try {
      await save.mutateAsync(request);
      reset({ phone: request.phone, ...request.address });
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    } catch (error) {
      setFormError(showApiErrors(error, setError, FIELDS));
    }
  });

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-details-title">
      <h3 id="contact-details-title">Teléfono y domicilio fiscal</h3>
      <p className="account-form__intro">El domicilio es el de tus facturas y el que prellenamos al pedir una.</p>
      {save.isSuccess && !isDirty && (
        <FocusedStatus as="p" className="account-form__notice">
          Guardamos tu teléfono y tu domicilio.
        </FocusedStatus>
      )}
      <FormAlert message={formError} errors={errors} />
      <FormField
        id="contact-phone"
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        maxLength={20}
        registration={register('phone', { required: 'Escribe tu teléfono.', pattern: { value: new RegExp(PHONE_PATTERN), message: PHONE_MESSAGE } })}
        error={errors.phone}
      />
      <FormField id="contact-street" label="Calle y número" autoComplete="address-line1" maxLength={CUSTOMER_AREA_LIMITS.street} registration={register('street', { validate: notBlank('Escribe la calle y el número.') })} error={errors.street} />
      <FormField id="contact-neighborhood" label="Colonia" autoComplete="address-line2" maxLength={CUSTOMER_AREA_LIMITS.neighborhood} registration={register('neighborhood', { validate: notBlank('Escribe la colonia.') })} error={errors.neighborhood} />
      <FormField id="contact-city" label="Ciudad o municipio" autoComplete="address-level2" maxLength={CUSTOMER_AREA_LIMITS.city} registration={register('city', { validate: notBlank('Escribe la ciudad o municipio.') })} error={errors.city} />
      <FormField
        id="contact-zipcode"
        label="Código postal"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        registration={register('zipcode', { required: 'Escribe el código postal.', pattern: { value: /^\d{5}$/, message: 'Escribe un código postal de 5 dígitos.' } })}
        error={errors.zipcode}
      />
      <FormField
        id="contact-state"
        label="Estado"
        options={[{ value: '', label: 'Elige el estado' }, ...states.map((state) => ({ value: String(state.id), label: state.name }))]}
        registration={register('state', { required: 'Elige el estado.' })}
        error={errors.state}
      />
      <Button type="submit" pending={save.isPending}>
        {save.isPending ? 'Guardando…' : 'Guardar teléfono y domicilio'}
      </Button>
    </form>
  );
}
