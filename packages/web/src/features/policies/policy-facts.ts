// The facts live with the app's configuration, where the product page reads them too.
export { policyFacts } from '../../config/policy-facts';
