// The package maps its language files to types it does not ship; each file only registers strings.
declare module 'altcha/i18n/ar';
