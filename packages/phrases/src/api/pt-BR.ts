import type { ErrorCode } from '@gatehouse/schemas/errors';

const ptBR: Record<ErrorCode, string> = {
  'request.internal_error': 'Erro interno do servidor.',
  'request.invalid_json': 'O corpo da requisição não é um JSON válido.',
  'request.payload_too_large': 'O corpo da requisição é grande demais.',
  'request.unsupported_media_type': 'O corpo da requisição deve ser JSON (Content-Type: application/json).',
  'route.not_found': 'Nenhuma rota da API corresponde a este método e caminho.',
  'guard.invalid_input': 'A requisição é inválida.',
  'guard.invalid_pagination': 'Paginação inválida: page deve ser 1 ou maior e page_size deve estar entre 1 e 100.',
  'auth.unauthorized': 'Autenticação obrigatória: envie um token de acesso bearer válido.',
  'auth.forbidden': 'Permissões insuficientes.',
  'tenant.not_found': 'O locatário não existe.',
  'status.database_unavailable': 'O banco de dados não está respondendo.',
  'entity.unique_integrity_violation': 'Já existe uma entidade com o mesmo valor único.',
  'application.not_found': 'O aplicativo não existe.',
  'application.invalid_redirect_uri': 'Um URI de redirecionamento não é válido para este tipo de aplicativo.',
  'application.secrets_not_supported': 'Este tipo de aplicativo é público e não possui segredos.',
  'application.secret_not_found': 'O segredo do aplicativo não existe.',
  'application.secret_name_exists': 'O aplicativo já possui um segredo com este nome.',
  'application.roles_not_supported': 'Somente aplicativos máquina a máquina podem receber funções.',
  'application.role_type_mismatch': 'Somente funções máquina a máquina podem ser atribuídas a um aplicativo.',
  'application.protected_application_not_supported': 'Este tipo de aplicativo ainda não pode ser criado.',
  'application.read_only': 'Este aplicativo é gerenciado pelo Gatehouse e não pode ser alterado nem excluído.',
  'role.not_found': 'A função não existe.',
};

export default ptBR;
