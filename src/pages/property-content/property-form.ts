import { COUNTRIES } from '#contract/constants';
import type { Property, PropertyCreate } from '#contract/property-content';
import { PRODUCT_TYPES } from '#contract/supplier-records';
import { type KitFieldGroup, optionsOf } from '../../kit/fields';
import { textsField } from '../pricing-rules/inputs';
import { imagesField } from './ImagesField';
import { locationField } from './LocationField';

/** The form's cards; the location is picked among the platform's normalised places. */
export const propertyGroups = (applicationId: string) =>
  [
    {
      title: 'Property',
      fields: [
        { name: 'name', label: 'Name', kind: 'text', hint: 'As the site shows it' },
        {
          name: 'productType',
          label: 'Product Type',
          kind: 'select',
          options: optionsOf(PRODUCT_TYPES),
        },
        { name: 'description', label: 'Description', kind: 'textarea' },
        imagesField('images'),
        textsField('facilities', 'Facilities', 'Type a facility and press Enter'),
      ],
    },
    {
      title: 'Location',
      fields: [
        // Picking a location sets its country.
        locationField(applicationId),
        { name: 'countryCode', label: 'Country', kind: 'select', options: optionsOf(COUNTRIES) },
        { name: 'stars', label: 'Stars', kind: 'number', min: 1, max: 5, step: 1 },
      ],
    },
    {
      title: 'Offer',
      note: 'The offers feed lists the property from its price, between these dates when set.',
      fields: [
        { name: 'fromPrice', label: 'From Price', kind: 'text', hint: 'e.g. 89.00' },
        { name: 'currency', label: 'Currency', kind: 'text', hint: 'ISO 4217, e.g. EUR' },
        { name: 'offerFrom', label: 'Offer From', kind: 'date' },
        { name: 'offerTo', label: 'Offer To', kind: 'date' },
      ],
    },
  ] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_PROPERTY: PropertyCreate = {
  name: '',
  description: '',
  productType: 'Accommodation',
  images: [],
  facilities: [],
  countryCode: 'GB',
  locationName: '',
  stars: 3,
  fromPrice: '0.00',
  currency: 'GBP',
  offerFrom: '',
  offerTo: '',
};

export const toPropertyForm = (p: Property): PropertyCreate => ({
  name: p.name,
  description: p.description,
  productType: p.productType,
  images: p.images,
  facilities: p.facilities,
  countryCode: p.countryCode,
  locationName: p.locationName,
  stars: p.stars,
  fromPrice: p.fromPrice,
  currency: p.currency,
  offerFrom: p.offerFrom,
  offerTo: p.offerTo,
});
