import { field, type AnalyticsField, type FieldSpec } from './analytics-field.js';

const childField = (spec: FieldSpec) => field('child', spec);

export const TOXICOLOGY_ANALYTICS_FIELDS: readonly AnalyticsField[] = [
  childField({
    name: 'analysis',
    label: 'Analysis',
    type: 'string',
    filter: 'typeahead',
    column: 'analysis',
  }),
  childField({ name: 'method', label: 'Method', type: 'string', filter: 'typeahead', column: 'method' }),
  childField({ name: 'results', label: 'Results', type: 'string', filter: 'typeahead', column: 'results' }),
  childField({
    name: 'specimen',
    label: 'Specimen',
    type: 'string',
    filter: 'typeahead',
    column: 'specimen',
  }),
];

export const DIAGNOSIS_ANALYTICS_FIELDS: readonly AnalyticsField[] = [
  childField({
    name: 'anatomicalSite',
    label: 'Anatomical Site',
    type: 'string',
    filter: 'typeahead',
    column: 'anatomical_site',
  }),
  childField({
    name: 'diagnosis',
    label: 'Diagnosis',
    type: 'string',
    filter: 'typeahead',
    column: 'diagnosis',
  }),
  childField({
    name: 'comment',
    label: 'Comment',
    type: 'string',
    filter: null,
    column: 'comment',
    pii: true,
  }),
];

const fileField = (spec: FieldSpec) => field('file', spec);

export const FILE_ANALYTICS_FIELDS: readonly AnalyticsField[] = [
  fileField({
    name: 'fileName',
    label: 'File Name',
    type: 'string',
    filter: 'typeahead',
    column: 'file_name',
  }),
  fileField({
    name: 'uploadType',
    label: 'Upload Type',
    type: 'string',
    filter: 'list',
    column: 'upload_type',
  }),
  fileField({ name: 'fileType', label: 'File Type', type: 'string', filter: 'list', column: 'file_type' }),
  fileField({ name: 'status', label: 'Status', type: 'string', filter: 'list', column: 'status' }),
  fileField({
    name: 'totalItems',
    label: 'Total Items',
    type: 'number',
    filter: 'number',
    column: 'total_items',
  }),
  fileField({
    name: 'completedItems',
    label: 'Processed Items',
    type: 'number',
    filter: 'number',
    column: 'completed_items',
  }),
  fileField({
    name: 'erroredItems',
    label: 'Items Not Processed',
    type: 'number',
    filter: 'number',
    column: 'errored_items',
  }),
  fileField({
    name: 'warningItems',
    label: 'Warnings Identified',
    type: 'number',
    filter: 'number',
    column: 'warning_items',
  }),
  fileField({
    name: 'transactionId',
    label: 'Transaction ID',
    type: 'string',
    filter: null,
    column: 'transaction_id',
  }),
  fileField({ name: 'createdAt', label: 'Date Added', type: 'date', filter: 'date', column: 'created_at' }),
  fileField({
    name: 'lastUpdated',
    label: 'Last Update',
    type: 'date',
    filter: 'date',
    column: 'updated_at',
  }),
];

const activityField = (spec: FieldSpec) => field('activity', spec);

export const ACTIVITY_ANALYTICS_FIELDS: readonly AnalyticsField[] = [
  activityField({
    name: 'collectionName',
    label: 'Collection',
    type: 'string',
    filter: 'list',
    column: 'collection_name',
  }),
  activityField({ name: 'action', label: 'Action', type: 'string', filter: 'list', column: 'action' }),
  activityField({ name: 'userId', label: 'User', type: 'string', filter: 'list', column: 'user_id' }),
  activityField({
    name: 'transactionId',
    label: 'Transaction ID',
    type: 'string',
    filter: null,
    column: 'transaction_id',
  }),
  activityField({ name: 'createdAt', label: 'Date', type: 'date', filter: 'date', column: 'created_at' }),
];
