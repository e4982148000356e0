export default {
  get_started: {
    title: 'Get started',
    welcome: 'Welcome to Gatehouse',
    subtitle: 'Everything your users sign in with, in one place. Here is what you need to connect your first app.',
    endpoints_title: 'Your Gatehouse endpoints',
    endpoints_description: 'Apps sign users in against the issuer; your back ends call the management API.',
    issuer: 'Issuer (OpenID Connect)',
    discovery: 'OpenID configuration',
    management_api: 'Management API resource indicator',
    tenant_id: 'Tenant ID',
    explore_title: 'Explore',
    api_reference_title: 'Management API reference',
    api_reference_description: 'The OpenAPI document of every management endpoint, for your tools and scripts.',
    docs_title: 'Read the docs',
    docs_description: 'Guides for connecting apps, protecting APIs and running Gatehouse.',
  },
};
