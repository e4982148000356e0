import type { ErrorCode } from '@gatehouse/schemas/errors';

const ptPT: Record<ErrorCode, string> = {
  'request.internal_error': 'Erro interno do servidor.',
  'request.invalid_json': 'O corpo do pedido não é um JSON válido.',
  'request.payload_too_large': 'O corpo do pedido é demasiado grande.',
  'request.unsupported_media_type': 'O corpo do pedido tem de ser JSON (Content-Type: application/json).',
  'route.not_found': 'Nenhuma rota da API corresponde a este método e caminho.',
  'guard.invalid_input': 'O pedido é inválido.',
  'guard.invalid_pagination':
    'Paginação inválida: page tem de ser 1 ou superior e page_size tem de estar entre 1 e 100.',
  'auth.unauthorized': 'É necessária autenticação: envie um token de acesso bearer válido.',
  'auth.forbidden': 'Permissões insuficientes.',
  'tenant.not_found': 'O inquilino não existe.',
  'status.database_unavailable': 'A base de dados não está a responder.',
  'entity.unique_integrity_violation': 'Já existe uma entidade com o mesmo valor único.',
  'application.not_found': 'A aplicação não existe.',
  'application.invalid_redirect_uri': 'Um URI de redirecionamento não é válido para este tipo de aplicação.',
  'application.secrets_not_supported': 'Este tipo de aplicação é público e não tem segredos.',
  'application.secret_not_found': 'O segredo da aplicação não existe.',
  'application.secret_name_exists': 'A aplicação já tem um segredo com este nome.',
  'application.roles_not_supported': 'Só é possível atribuir funções a aplicações máquina a máquina.',
  'application.role_type_mismatch': 'Só é possível atribuir funções máquina a máquina a uma aplicação.',
  'application.protected_application_not_supported': 'Ainda não é possível criar este tipo de aplicação.',
  'application.read_only': 'Esta aplicação é gerida pelo Gatehouse e não pode ser alterada nem eliminada.',
  'role.not_found': 'A função não existe.',
};

export default ptPT;
